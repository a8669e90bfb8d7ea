import { G as Game, S as ScenarioBuilder } from '../bots-BjVqFGuZ.cjs';
import { S as State, C as Counts, a as ComponentSet, A as Area, P as Path, b as ActionCard, c as StreetTheaterCard, d as PolicyCard, T as TacticCard, M as MobChaosCard, I as IncendiaryCard, e as MachineAction, f as MachineComponents, g as MachineTactic, h as Action, i as Config, V as View, j as ConfigInput, k as Seat, l as chicagoHeuristic, m as chicagoEvaluate, n as ChicagoScenario, o as chicagoTextBoard } from '../text-board-B4dlOkK5.cjs';
export { p as Chicago68Task, U as Chicago68Units, q as ChicagoPoint, E as Effect, F as Faction, r as MAX_COUNT, s as Side, t as Source, W as Where, u as actionCardSchema, v as actionSchema, w as areaKindSchema, x as areaSchema, y as chanceQuestionSchema, z as chicagoScenario, B as componentSetSchema, D as configSchema, G as countsSchema, H as currentTurn, J as effectSchema, K as factionSchema, L as incendiaryConfigSchema, N as incendiarySchema, O as machineActionSchema, Q as machineComponentsSchema, R as machineTacticSchema, X as mobChaosSchema, Y as pathSchema, Z as pendingDraw, _ as policySchema, $ as sideSchema, a0 as sourceSchema, a1 as stateSchema, a2 as streetTheaterSchema, a3 as tacticSchema, a4 as taskSchema, a5 as turnDecision, a6 as unitsSchema, a7 as viewSchema, a8 as whereSchema } from '../text-board-B4dlOkK5.cjs';
import * as z from 'zod';

/** Every end-reason code Chicago '68 gives, in the order of the rulebook. */
declare const chicagoEndCodes: readonly ["nomination-establishment", "nomination-demonstrators", "nomination-major", "no-agitators", "empty-police-post", "both-lose"];
/** A Chicago '68 end-reason code. */
type ChicagoEndCode = (typeof chicagoEndCodes)[number];

/** Every event of Chicago '68. */
declare const eventSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"round">;
    round: z.ZodNumber;
    time: z.ZodEnum<{
        Night: "Night";
        Day: "Day";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"phase">;
    phase: z.ZodEnum<{
        "Leadership (1.3)": "Leadership (1.3)";
        "Rank-and-File (1.4)": "Rank-and-File (1.4)";
        "Variable Turn Order (6.1)": "Variable Turn Order (6.1)";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"turn">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"turnCard">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"played">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    card: z.ZodString;
    with: z.ZodOptional<z.ZodLiteral<"+1 ACTION">>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"resolved">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    card: z.ZodString;
    free: z.ZodLiteral<true>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"passed">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discarded">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    card: z.ZodString;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"placed">;
    units: z.ZodString;
    area: z.ZodString;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"moved">;
    units: z.ZodString;
    from: z.ZodString;
    to: z.ZodString;
    why: z.ZodOptional<z.ZodString>;
    by: z.ZodOptional<z.ZodLiteral<"the Machine">>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"removed">;
    units: z.ZodString;
    area: z.ZodString;
    to: z.ZodEnum<{
        "the game": "the game";
        "the supply": "the supply";
        "the Reserves": "the Reserves";
    }>;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"replaced">;
    unit: z.ZodString;
    by: z.ZodString;
    area: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"released">;
    unit: z.ZodString;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"arrested">;
    unit: z.ZodString;
    area: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"injured">;
    unit: z.ZodString;
    area: z.ZodString;
    inPost: z.ZodOptional<z.ZodLiteral<true>>;
    replacedBy: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"healed">;
    units: z.ZodString;
    to: z.ZodLiteral<"the Reserves">;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"conflict">;
    by: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
    area: z.ZodString;
    units: z.ZodNumber;
    mobChaos: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mobChaos">;
    card: z.ZodString;
    effect: z.ZodEnum<{
        Night: "Night";
        Day: "Day";
    }>;
    area: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"exposure">;
    side: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
    change: z.ZodNumber;
    marker: z.ZodString;
    overflow: z.ZodOptional<z.ZodLiteral<true>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"instability">;
    from: z.ZodNumber;
    to: z.ZodNumber;
    mobChaosDue: z.ZodOptional<z.ZodLiteral<true>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"capital">;
    change: z.ZodNumber;
    budget: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"delegate">;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        pink: "pink";
    }>;
    count: z.ZodOptional<z.ZodNumber>;
    to: z.ZodEnum<{
        bag: "bag";
        track: "track";
    }>;
    from: z.ZodOptional<z.ZodString>;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"flagPlaced">;
    area: z.ZodString;
    value: z.ZodNumber;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"flagRemoved">;
    area: z.ZodString;
    value: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"tearGas">;
    area: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"tearGasCleared">;
    area: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"barrierPlaced">;
    barrier: z.ZodEnum<{
        Barricade: "Barricade";
        "Barbed Wire": "Barbed Wire";
    }>;
    path: z.ZodString;
    by: z.ZodOptional<z.ZodLiteral<"the Machine">>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"barrierRemoved">;
    barrier: z.ZodEnum<{
        Barricade: "Barricade";
        "Barbed Wire": "Barbed Wire";
    }>;
    path: z.ZodString;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"armoredJeep">;
    from: z.ZodString;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"policeSupply">;
    added: z.ZodString;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"policy">;
    card: z.ZodString;
    activation: z.ZodOptional<z.ZodNumber>;
    by: z.ZodOptional<z.ZodString>;
    text: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"policySplay">;
    card: z.ZodString;
    replacing: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"policySkipped">;
    card: z.ZodString;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"policySplayRefreshed">;
    kept: z.ZodArray<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"streetTheater">;
    card: z.ZodString;
    text: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"streetTheaterSplay">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"streetTheaterDiscarded">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"counterrevolutionaryDiscarded">;
    card: z.ZodString;
    agitatorFrom: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"cardGained">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    card: z.ZodString;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"tactic">;
    card: z.ZodString;
    text: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"tacticsCard">;
    card: z.ZodString;
    why: z.ZodOptional<z.ZodString>;
    text: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"bonusTile">;
    tile: z.ZodString;
    side: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
    level: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"postFilled">;
    area: z.ZodString;
    unit: z.ZodString;
    by: z.ZodLiteral<"the Machine">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"active">;
    area: z.ZodString;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"activeMoved">;
    from: z.ZodString;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"activeCleared">;
    area: z.ZodString;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"machineCard">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"machineNoEffect">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"machineIdle">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"machineExtraAction">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"machinePriority">;
    card: z.ZodString;
    area: z.ZodString;
    order: z.ZodEnum<{
        highest: "highest";
        lowest: "lowest";
    }>;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"machineChoice">;
    task: z.ZodString;
    choice: z.ZodDiscriminatedUnion<[z.ZodObject<{
        type: z.ZodLiteral<"play">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"pass">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"endTurn">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"removeBarrier">;
        card: z.ZodString;
        path: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"streetTheater">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"discardCounter">;
        card: z.ZodString;
        area: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"tactic">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"post">;
        area: z.ZodString;
        unit: z.ZodEnum<{
            "": "";
            tac: "tac";
            p1: "p1";
            p2: "p2";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"area">;
        area: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"path">;
        path: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"unit">;
        area: z.ZodString;
        unit: z.ZodEnum<{
            tac: "tac";
            m1: "m1";
            m2: "m2";
            ag: "ag";
            pig: "pig";
            p1: "p1";
            p2: "p2";
            post: "post";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"move">;
        unit: z.ZodEnum<{
            tac: "tac";
            m1: "m1";
            m2: "m2";
            ag: "ag";
            pig: "pig";
            p1: "p1";
            p2: "p2";
        }>;
        from: z.ZodString;
        to: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"escort">;
        unit: z.ZodEnum<{
            m1: "m1";
            m2: "m2";
            ag: "ag";
            pig: "pig";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"flag">;
        area: z.ZodString;
        value: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"card">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"discardDrawn">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"tile">;
        tile: z.ZodEnum<{
            action: "action";
            splay: "splay";
            unit: "unit";
            exp: "exp";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"benefit">;
        benefit: z.ZodEnum<{
            exposure: "exposure";
            instability: "instability";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"hand">;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"done">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"draw">;
        item: z.ZodString;
    }, z.core.$strict>], "type">;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"gameOver">;
    winners: z.ZodArray<z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>>;
    reason: z.ZodString;
}, z.core.$strict>], "type">;
/** An event of Chicago '68. */
type Event = z.infer<typeof eventSchema>;

/** The semantic problems of a Chicago '68 state that passed its schema; `[]` when sound. */
declare function checkChicagoState(s: State): string[];

/**
 * Every counted component summed over all places (map, posts, jail, supplies, reserves, injured,
 * bonus-tile spot, tracks, bag and box). Constant for the whole game; Capital (2.5.1 unlimited) and
 * the blue Delegates taken from it are left out. Small red cubes are Lv1 MOBEs or McCarthy Delegates.
 * Against the Machine: its Active tokens and cards too.
 */
declare function unitCensus(s: State): Record<string, number>;

/**
 * Every count the Components list gives, and the reconstructed values the rules need.
 * Small red cubes are shared by Lv1 MOBEs and McCarthy Delegates (Components, 2.5.2).
 */
declare const counts: Counts;
/** The reference component set of this project (validated at load). */
declare const referenceComponents: ComponentSet;

/** City Area names used by the rules and the setup. */
declare const A: {
    readonly lincolnPark: "Lincoln Park";
    readonly oldTown: "Old Town";
    readonly northTransit: "North Transit";
    readonly michiganAvenue: "Michigan Avenue";
    readonly hilton: "Hilton Hotel";
    readonly grantParkWest: "Grant Park West";
    readonly grantParkEast: "Grant Park East";
    readonly loopTransit: "Loop Transit";
    readonly conventionHall: "Convention Hall";
    readonly southTransit: "South Transit";
    readonly lakefrontTransit: "Lakefront Transit";
    readonly washingtonPark: "Washington Park";
    readonly jail: "Cook County Jail";
};

/** The City Areas (2.2.1). */
declare const areas: Area[];
/** The Paths (2.2.1); Cook County Jail has none. */
declare const paths: Path[];

/** Every Action Card. */
declare const actionCards: ActionCard[];

/** The 47 Street Theater cards (Components). */
declare const streetTheater: StreetTheaterCard[];

/** The Mayor Policy deck. */
declare const policies: PolicyCard[];

/** The Tactics cards; each is a once-per-round free action during a Police turn (2.9.4). */
declare const tactics: TacticCard[];

/** The Mob Chaos cards. */
declare const mobChaos: MobChaosCard[];

/** The Incendiary Counter-revolutionaries, resolved as soon as they are drawn (6.3.4). */
declare const incendiary: IncendiaryCard[];

/** Appendix 5: the Machine's Action cards, in two decks (MACHINE ACTION CARDS). */
declare const machineActions: MachineAction[];
/** The 6 Machine Tactics cards; a new one is drawn at the start of every round. */
declare const machineTactics: MachineTactic[];
/** The 18 Machine Mayor Policy cards (each costs 2 Capital and is discarded after use, solo POLICY CARDS). */
declare const machinePolicies: PolicyCard[];
/** The reference solo and co-op components. */
declare const machineComponents: MachineComponents;

/** The event types `describeEvent` puts in words (every type the game emits). */
declare const describedEventTypes: readonly string[];

/** A City Area of the reference map, by name: `'Lincoln Park'`, `'Old Town'`, … `'Cook County Jail'`. */
type Chicago68AreaName = (typeof A)[keyof typeof A];
/** The fields of Chicago '68's actions that name a City Area. */
type AreaField = 'area' | 'from' | 'to';
/**
 * Chicago '68's actions with their City Areas typed as `N`. The default is the reference map's
 * names, so that a misspelt area (`{ type: 'area', area: 'Old Twn' }`) does not compile and an
 * editor completes the names; with a map of your own (`config.components`), use
 * `Chicago68NamedAction<string>` (the same as `Chicago68Action`), e.g. through
 * `chicago68 as Game<Chicago68State, Chicago68Action, …>`. A generic rather than a
 * `'Lincoln Park' | … | (string & {})` widening, which would complete names but accept typos.
 */
type Chicago68NamedAction<N extends string = Chicago68AreaName> = Action extends infer X ? X extends unknown ? {
    [F in keyof X]: F extends AreaField ? N : X[F];
} : never : never;
/** The fields of Chicago '68's events that name a City Area (where they are plain strings). */
type EventAreaField = 'area' | 'from' | 'to' | 'agitatorFrom';
/**
 * Chicago '68's events with their City Areas typed as `N`: by default the reference map's names (as
 * `Chicago68NamedAction`), so that a misspelt area does not compile; `Chicago68NamedEvent<string>`
 * (the same as `ChicagoEvent`) for a map of one's own. The Armored Jeep's `to` is a path, not an area.
 */
type Chicago68NamedEvent<N extends string = Chicago68AreaName> = Event extends infer X ? X extends {
    type: 'armoredJeep';
} ? {
    [F in keyof X]: F extends 'from' ? N : X[F];
} : {
    [F in keyof X]: F extends EventAreaField ? (string extends X[F] ? N | Exclude<X[F], string> : X[F]) : X[F];
} : never;

/**
 * The Chicago '68 game (id `chicago-68`), with its integer actions and observations.
 *
 * @example
 * ```ts
 * import { chicago68 } from 'protest-rules/chicago-68';
 *
 * const s = chicago68.setup({ players: 4 }, 68);
 * const seat = chicago68.toMove(s); // 'mayor' | 'police' | 'yippies' | 'mobe' | … | 'chance' | null
 * const next = chicago68.apply(s, chicago68.legalActions(s)[0]!);
 * console.log(seat, chicago68.view(next, 'yippies').round);
 * ```
 */
declare const chicago68: Game<State, Action, Config, View, ConfigInput, Seat, ChicagoEndCode, Event>;
/** Chicago '68's scenario builders (the shape of `protest-rules/testing`): a game set up from a config and seed (default 1), or any state. */
declare const chicago68Scenarios: ScenarioBuilder<State, ConfigInput, ChicagoScenario>;

/** Chicago '68 as one module: the game, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
declare const chicago68Module: {
    readonly game: Game<{
        rng: number[];
        chance: "auto" | "manual";
        components: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        } | null;
        seats: string[];
        factionSeat: Record<"mayor" | "police" | "yippies" | "mobe", string>;
        vtoOn: boolean;
        inc: {
            pigasus: boolean;
            policePosts: boolean;
            daleyDozer: boolean;
            agentsOfChaos: boolean;
        };
        firstGame: boolean;
        round: number;
        phase: "setup" | "over" | "round" | "final";
        areas: Record<string, {
            u: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
                p1: number;
                p2: number;
                tac: number;
            };
            flag: number | null;
            gas: boolean;
            ng: number;
            minus: number;
            post: "" | "tac" | "p1" | "p2" | null;
        }>;
        paths: Record<string, {
            barricade: boolean;
            wire: boolean;
        }>;
        jeep: string | null;
        supply: {
            m1: number;
            m2: number;
            ag: number;
            flags: number[];
            barricades: number;
            pink: number;
        };
        box: {
            m1: number;
            m2: number;
            ag: number;
            pig: number;
            p1: number;
            p2: number;
            tac: number;
            posts: number;
        };
        police: {
            reserves: {
                p1: number;
                p2: number;
            };
            injured: {
                p1: number;
                p2: number;
            };
            wire: number;
            gas: number;
        };
        general: {
            wire: number;
            gas: number;
            ng: number;
            minus: number;
        };
        bonusUnits: {
            p2: number;
            m2: number;
        };
        capital: number;
        exposure: number;
        instability: number;
        levelsReached: number[];
        tiles: Record<"action" | "splay" | "unit" | "exp", "establishment" | "demonstrators" | null>;
        extraUsed: Record<"establishment" | "demonstrators", boolean>;
        actionHolder: "mayor" | "police" | "yippies" | "mobe" | null;
        delegates: {
            track: ("blue" | "red" | "pink")[];
            bag: {
                blue: number;
                red: number;
                pink: number;
            };
        };
        noVote: boolean;
        hands: Record<"mayor" | "police" | "yippies" | "mobe", string[]>;
        discards: Record<"mayor" | "police" | "yippies" | "mobe", string[]>;
        stSplay: string[];
        stDeck: string[];
        stDiscard: string[];
        policySplay: {
            name: string;
            paid: number;
        }[];
        policyDeck: string[];
        policyDiscard: string[];
        tactic: string | null;
        tacticUsed: boolean;
        tacticsDeck: string[];
        mobDeck: string[];
        mobDiscard: string[];
        smokeEm: boolean;
        mobThisTurn: boolean;
        chaosPending: boolean;
        vtoDeck: ("mayor" | "police" | "yippies" | "mobe")[];
        tasks: ({
            kind: "seq";
            steps: ("setup:streetTheater" | "setup:policies" | "setup:police" | "setup:park" | "setup:incendiary" | "setup:done" | "round:begin" | "round:bail" | "round:leadership" | "round:rankAndFile" | "eor:flock" | "eor:capital" | "eor:press" | "eor:vote" | "eor:cleanup" | "eor:pigasusMove" | "eor:pigasusCheck" | "eor:dozer" | "eor:checks" | "round:next" | "setup:machine" | "round:machineTactics" | "eor:machine")[];
            i: number;
        } | {
            kind: "drawPolicies";
            left: number;
        } | {
            kind: "setupPlace";
            i: number;
        } | {
            kind: "setupPark";
        } | {
            kind: "setupPost";
            areas: string[];
        } | {
            kind: "bail";
        } | {
            kind: "phase";
            name: "leadership" | "rankAndFile" | "vto";
            order: ("mayor" | "police" | "yippies" | "mobe")[];
            played: {
                mayor: number;
                police: number;
                yippies: number;
                mobe: number;
            };
            passed: {
                mayor: boolean;
                police: boolean;
                yippies: boolean;
                mobe: boolean;
            };
            last: "mayor" | "police" | "yippies" | "mobe" | null;
            stage: "first" | "done" | "middle";
            next: "mayor" | "police" | "yippies" | "mobe" | null;
        } | {
            kind: "turn";
            faction: "mayor" | "police" | "yippies" | "mobe";
            card: boolean;
            fresh: string[];
            posts: string[];
            tactics: string[];
        } | {
            kind: "endOfTurn";
        } | {
            kind: "vtoWindow";
            seats: string[];
        } | {
            kind: "pigasusMove";
            at: string;
        } | {
            kind: "dozer";
            start: string;
            moves: number;
            prev: string;
        } | {
            kind: "nominate";
        } | {
            kind: "draw";
            deck: "policy" | "vto" | "st" | "mob" | "bag";
            purpose: "splay" | "vto" | "nominate" | "mob" | "vote";
            area: string | null;
        } | {
            kind: "effects";
            effects: ({
                op: "exposure";
                amount: number;
                by?: "establishment" | "demonstrators" | undefined;
            } | {
                op: "instability";
                amount: number;
            } | {
                op: "capital";
                amount: number;
            } | {
                op: "mobe";
                level: 1 | 2;
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "agitator";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "police";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "arrest";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "injure";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "heal";
                count: number;
            } | {
                op: "release";
                count: number;
            } | {
                op: "minusCapital";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "barricade";
                count: number;
            } | {
                op: "removeBarrier";
                kind: "barricade" | "barbedWire";
                count: number;
            } | {
                op: "policeSupply";
                item: "barbedWire" | "tearGas";
                count: number;
            } | {
                op: "nationalGuard";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "tearGas";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "delegate";
                color: "blue" | "red";
                count: number;
            } | {
                op: "flag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "removeFlag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "policyDraw";
            } | {
                op: "policeCard";
                card: string;
            } | {
                op: "smokeEm";
            } | {
                op: "action";
                card: string;
            })[];
            next: number;
            side: "establishment" | "demonstrators";
            area: string | null;
            req: string[];
            source: string;
        } | {
            kind: "effectAt";
            effect: {
                op: "exposure";
                amount: number;
                by?: "establishment" | "demonstrators" | undefined;
            } | {
                op: "instability";
                amount: number;
            } | {
                op: "capital";
                amount: number;
            } | {
                op: "mobe";
                level: 1 | 2;
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "agitator";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "police";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "arrest";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "injure";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "heal";
                count: number;
            } | {
                op: "release";
                count: number;
            } | {
                op: "minusCapital";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "barricade";
                count: number;
            } | {
                op: "removeBarrier";
                kind: "barricade" | "barbedWire";
                count: number;
            } | {
                op: "policeSupply";
                item: "barbedWire" | "tearGas";
                count: number;
            } | {
                op: "nationalGuard";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "tearGas";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "delegate";
                color: "blue" | "red";
                count: number;
            } | {
                op: "flag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "removeFlag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "policyDraw";
            } | {
                op: "policeCard";
                card: string;
            } | {
                op: "smokeEm";
            } | {
                op: "action";
                card: string;
            };
            side: "establishment" | "demonstrators";
            options: string[];
            source: string;
        } | {
            kind: "arrestPick";
            area: string;
            left: number;
        } | {
            kind: "injurePick";
            area: string;
            left: number;
        } | {
            kind: "releasePick";
            left: number;
        } | {
            kind: "barrierPlace";
            left: number;
        } | {
            kind: "barrierRemove";
            barrier: "barricade" | "barbedWire";
            left: number;
        } | {
            kind: "freeCard";
            card: string;
        } | {
            kind: "stPlace";
            card: string;
        } | {
            kind: "opportunityHand";
            card: string;
            hands: ("mayor" | "police" | "yippies" | "mobe")[];
        } | {
            kind: "gasLeave";
            area: string;
        } | {
            kind: "bonus";
            side: "establishment" | "demonstrators";
            level: number;
        } | {
            kind: "bonusUnit";
            side: "establishment" | "demonstrators";
        } | {
            kind: "overflowD";
        } | {
            kind: "overflowE";
        } | {
            kind: "policyPlace";
            card: string;
        } | {
            kind: "authorizeBarbedWire";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "deployOfficers";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "greasePalms";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "mandate";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "strategyOfConfrontation";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "workTheMachine";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "clash";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "march";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "marchDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            continuing: boolean;
            visited: string[];
        } | {
            kind: "marchEscort";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            to: string;
            visited: string[];
            group: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
            };
        } | {
            kind: "speechify";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "streetFightingMan";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "advance";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "advanceDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            from: string;
            unit: "tac" | "p1" | "p2";
        } | {
            kind: "advanceTarget";
            owner: "mayor" | "police" | "yippies" | "mobe";
            from: string;
            unit: "tac" | "p1" | "p2";
            to: string;
        } | {
            kind: "deployBarbedWire";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "massArrest";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "massArrestTarget";
            owner: "mayor" | "police" | "yippies" | "mobe";
            area: string;
            taken: ("m1" | "m2" | "ag" | "pig")[];
        } | {
            kind: "move";
            owner: "mayor" | "police" | "yippies" | "mobe";
            arrived: Record<string, {
                p1: number;
                p2: number;
                tac: number;
            }>;
        } | {
            kind: "moveDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            arrived: Record<string, {
                p1: number;
                p2: number;
                tac: number;
            }>;
            from: string;
            unit: "tac" | "p1" | "p2";
        } | {
            kind: "teargas";
            owner: "mayor" | "police" | "yippies" | "mobe";
            placed: number;
            chaos: boolean;
            chaosArea: string | null;
        } | {
            kind: "drawDown";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "drawDownChoice";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "flamethrowers";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "rapidDeployment";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "rapidDeploymentMove";
            owner: "mayor" | "police" | "yippies" | "mobe";
            to: string;
            moved: number;
        } | {
            kind: "agitate";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "agitateDraw";
            owner: "mayor" | "police" | "yippies" | "mobe";
            left: number;
        } | {
            kind: "lead";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "leadDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            origin: string;
            moves: number;
        } | {
            kind: "leadEscort";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            origin: string;
            moves: number;
            to: string;
            group: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
            };
        } | {
            kind: "rally";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "machineTurn";
            faction: "mayor" | "police";
            drawn: boolean;
            tried: string[];
            extra: boolean;
        } | {
            kind: "machineDraw";
            deck: "policy" | "tactics" | "mayor" | "police";
        } | {
            kind: "machineCard";
            faction: "mayor" | "police";
            card: string;
            stage: number;
            picks: string[];
            area: string | null;
            moved: {
                p1: number;
                p2: number;
                tac: number;
            };
        } | {
            kind: "oversight";
            skipped: string[];
        } | {
            kind: "activeMove";
            to: string;
        })[];
        outcome: {
            winners: ("establishment" | "demonstrators")[];
            reason: string;
            major: boolean;
        } | null;
        machine: {
            mode: "solo" | "coop";
            active: Record<string, number>;
            activeSupply: number;
            decks: {
                mayor: string[];
                police: string[];
            };
            discards: {
                mayor: string[];
                police: string[];
            };
            tacticsDiscard: string[];
            effect: boolean;
        } | null;
    }, {
        type: "play";
        card: string;
    } | {
        type: "pass";
    } | {
        type: "endTurn";
    } | {
        type: "removeBarrier";
        card: string;
        path: string;
    } | {
        type: "streetTheater";
        card: string;
    } | {
        type: "discardCounter";
        card: string;
        area: string;
    } | {
        type: "tactic";
    } | {
        type: "post";
        area: string;
        unit: "" | "tac" | "p1" | "p2";
    } | {
        type: "area";
        area: string;
    } | {
        type: "path";
        path: string;
    } | {
        type: "unit";
        area: string;
        unit: "tac" | "m1" | "m2" | "ag" | "pig" | "p1" | "p2" | "post";
    } | {
        type: "move";
        unit: "tac" | "m1" | "m2" | "ag" | "pig" | "p1" | "p2";
        from: string;
        to: string;
    } | {
        type: "escort";
        unit: "m1" | "m2" | "ag" | "pig";
    } | {
        type: "flag";
        area: string;
        value: number;
    } | {
        type: "card";
        card: string;
    } | {
        type: "discardDrawn";
    } | {
        type: "tile";
        tile: "action" | "splay" | "unit" | "exp";
    } | {
        type: "benefit";
        benefit: "exposure" | "instability";
    } | {
        type: "hand";
        faction: "mayor" | "police" | "yippies" | "mobe";
    } | {
        type: "done";
    } | {
        type: "draw";
        item: string;
    }, {
        mode: "competitive" | "solo" | "coop";
        players: 2 | 4 | 3;
        split: "establishment" | "demonstrators";
        variableTurnOrder: boolean;
        incendiary: {
            pigasus: boolean;
            policePosts: boolean;
            daleyDozer: boolean;
            agentsOfChaos: boolean;
        };
        firstGame: boolean;
        chance: "auto" | "manual";
        components?: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        } | undefined;
    }, {
        seat: string | null;
        round: number;
        phase: string;
        toMove: string | null;
        prompt: string;
        areas: Record<string, {
            u: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
                p1: number;
                p2: number;
                tac: number;
            };
            flag: number | null;
            gas: boolean;
            ng: number;
            minus: number;
            post: "" | "tac" | "p1" | "p2" | null;
        }>;
        paths: Record<string, {
            barricade: boolean;
            wire: boolean;
        }>;
        jeep: string | null;
        supply: {
            m1: number;
            m2: number;
            ag: number;
            flags: number[];
            barricades: number;
            pink: number;
        };
        box: {
            m1: number;
            m2: number;
            ag: number;
            pig: number;
            p1: number;
            p2: number;
            tac: number;
            posts: number;
        };
        police: {
            reserves: {
                p1: number;
                p2: number;
            };
            injured: {
                p1: number;
                p2: number;
            };
            wire: number;
            gas: number;
        };
        general: {
            wire: number;
            gas: number;
            ng: number;
            minus: number;
        };
        bonusUnits: {
            p2: number;
            m2: number;
        };
        capital: number;
        exposure: number;
        instability: number;
        tiles: Record<"action" | "splay" | "unit" | "exp", "establishment" | "demonstrators" | null>;
        delegates: {
            track: ("blue" | "red" | "pink")[];
            bag: {
                blue: number;
                red: number;
                pink: number;
            };
        };
        hands: Record<string, string[]>;
        handSizes: Record<string, number>;
        discards: Record<"mayor" | "police" | "yippies" | "mobe", string[]>;
        stSplay: string[];
        stDeckSize: number;
        stDiscard: string[];
        policySplay: {
            name: string;
            paid: number;
        }[];
        policyDeckSize: number;
        tactic: string | null;
        tacticUsed: boolean;
        tacticsAvailable: string[];
        mobDeckSize: number;
        mobDiscard: string[];
        smokeEm: boolean;
        turn: {
            faction: "mayor" | "police" | "yippies" | "mobe";
            card: boolean;
        } | null;
        vtoDeckSize: number;
        legal: ({
            type: "play";
            card: string;
        } | {
            type: "pass";
        } | {
            type: "endTurn";
        } | {
            type: "removeBarrier";
            card: string;
            path: string;
        } | {
            type: "streetTheater";
            card: string;
        } | {
            type: "discardCounter";
            card: string;
            area: string;
        } | {
            type: "tactic";
        } | {
            type: "post";
            area: string;
            unit: "" | "tac" | "p1" | "p2";
        } | {
            type: "area";
            area: string;
        } | {
            type: "path";
            path: string;
        } | {
            type: "unit";
            area: string;
            unit: "tac" | "m1" | "m2" | "ag" | "pig" | "p1" | "p2" | "post";
        } | {
            type: "move";
            unit: "tac" | "m1" | "m2" | "ag" | "pig" | "p1" | "p2";
            from: string;
            to: string;
        } | {
            type: "escort";
            unit: "m1" | "m2" | "ag" | "pig";
        } | {
            type: "flag";
            area: string;
            value: number;
        } | {
            type: "card";
            card: string;
        } | {
            type: "discardDrawn";
        } | {
            type: "tile";
            tile: "action" | "splay" | "unit" | "exp";
        } | {
            type: "benefit";
            benefit: "exposure" | "instability";
        } | {
            type: "hand";
            faction: "mayor" | "police" | "yippies" | "mobe";
        } | {
            type: "done";
        } | {
            type: "draw";
            item: string;
        })[];
        ask: {
            [x: string]: unknown;
            decision: string;
            seat: string;
        } | {
            chance: "draw";
            deck: "policy" | "vto" | "st" | "mob" | "bag";
            purpose: "splay" | "vto" | "nominate" | "mob" | "vote";
            area: string | null;
        } | {
            chance: "draw";
            deck: "machine mayor" | "machine police" | "machine tactics" | "machine policy";
            for: "mayor" | "police" | "machine";
        } | {
            chance: "priorityTie";
            card: string;
            faction: "mayor" | "police" | "yippies" | "mobe";
            order: "highest" | "lowest";
            areas: string[];
        } | {
            chance: "machineTie";
            question: string;
            faction: "mayor" | "police" | "yippies" | "mobe";
            options: number;
        } | null;
        components: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        } | null;
        outcome: {
            winners: ("establishment" | "demonstrators")[];
            reason: string;
            major: boolean;
        } | null;
        machine: {
            active: Record<string, number>;
            activeSupply: number;
            deckSizes: {
                mayor: number;
                police: number;
                tactics: number;
            };
            discards: {
                mayor: string[];
                police: string[];
                tactics: string[];
            };
        } | null;
    }, {
        mode?: "competitive" | "solo" | "coop" | undefined;
        players?: 2 | 4 | 3 | undefined;
        split?: "establishment" | "demonstrators" | undefined;
        variableTurnOrder?: boolean | undefined;
        incendiary?: {
            pigasus?: boolean | undefined;
            policePosts?: boolean | undefined;
            daleyDozer?: boolean | undefined;
            agentsOfChaos?: boolean | undefined;
        } | undefined;
        firstGame?: boolean | undefined;
        chance?: "auto" | "manual" | undefined;
        components?: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        } | undefined;
    }, Seat, "nomination-establishment" | "nomination-demonstrators" | "nomination-major" | "no-agitators" | "empty-police-post" | "both-lose", {
        type: "round";
        round: number;
        time: "Night" | "Day";
    } | {
        type: "phase";
        phase: "Leadership (1.3)" | "Rank-and-File (1.4)" | "Variable Turn Order (6.1)";
    } | {
        type: "turn";
        faction: "mayor" | "police" | "yippies" | "mobe";
    } | {
        type: "turnCard";
        faction: "mayor" | "police" | "yippies" | "mobe";
    } | {
        type: "played";
        faction: "mayor" | "police" | "yippies" | "mobe";
        card: string;
        with?: "+1 ACTION" | undefined;
    } | {
        type: "resolved";
        faction: "mayor" | "police" | "yippies" | "mobe";
        card: string;
        free: true;
    } | {
        type: "passed";
        faction: "mayor" | "police" | "yippies" | "mobe";
    } | {
        type: "discarded";
        faction: "mayor" | "police" | "yippies" | "mobe";
        card: string;
        why: string;
    } | {
        type: "placed";
        units: string;
        area: string;
        why: string;
    } | {
        type: "moved";
        units: string;
        from: string;
        to: string;
        why?: string | undefined;
        by?: "the Machine" | undefined;
    } | {
        type: "removed";
        units: string;
        area: string;
        to: "the game" | "the supply" | "the Reserves";
        why?: string | undefined;
    } | {
        type: "replaced";
        unit: string;
        by: string;
        area: string;
    } | {
        type: "released";
        unit: string;
        to: string;
    } | {
        type: "arrested";
        unit: string;
        area: string;
    } | {
        type: "injured";
        unit: string;
        area: string;
        inPost?: true | undefined;
        replacedBy?: string | undefined;
    } | {
        type: "healed";
        units: string;
        to: "the Reserves";
        why: string;
    } | {
        type: "conflict";
        by: "establishment" | "demonstrators";
        area: string;
        units: number;
        mobChaos: boolean;
    } | {
        type: "mobChaos";
        card: string;
        effect: "Night" | "Day";
        area?: string | undefined;
    } | {
        type: "exposure";
        side: "establishment" | "demonstrators";
        change: number;
        marker: string;
        overflow?: true | undefined;
    } | {
        type: "instability";
        from: number;
        to: number;
        mobChaosDue?: true | undefined;
    } | {
        type: "capital";
        change: number;
        budget: number;
        why: string;
    } | {
        type: "delegate";
        color: "blue" | "red" | "pink";
        to: "bag" | "track";
        why: string;
        count?: number | undefined;
        from?: string | undefined;
    } | {
        type: "flagPlaced";
        area: string;
        value: number;
        why?: string | undefined;
    } | {
        type: "flagRemoved";
        area: string;
        value: number;
        why: string;
    } | {
        type: "tearGas";
        area: string;
    } | {
        type: "tearGasCleared";
        area: string;
    } | {
        type: "barrierPlaced";
        barrier: "Barricade" | "Barbed Wire";
        path: string;
        by?: "the Machine" | undefined;
    } | {
        type: "barrierRemoved";
        barrier: "Barricade" | "Barbed Wire";
        path: string;
        why?: string | undefined;
    } | {
        type: "armoredJeep";
        from: string;
        to: string;
    } | {
        type: "policeSupply";
        added: string;
        why?: string | undefined;
    } | {
        type: "policy";
        card: string;
        activation?: number | undefined;
        by?: string | undefined;
        text?: string | undefined;
    } | {
        type: "policySplay";
        card: string;
        replacing?: string | undefined;
    } | {
        type: "policySkipped";
        card: string;
        why: string;
    } | {
        type: "policySplayRefreshed";
        kept: string[];
    } | {
        type: "streetTheater";
        card: string;
        text: string;
    } | {
        type: "streetTheaterSplay";
        card: string;
    } | {
        type: "streetTheaterDiscarded";
        card: string;
    } | {
        type: "counterrevolutionaryDiscarded";
        card: string;
        agitatorFrom: string;
    } | {
        type: "cardGained";
        faction: "mayor" | "police" | "yippies" | "mobe";
        card: string;
        why?: string | undefined;
    } | {
        type: "tactic";
        card: string;
        text: string;
    } | {
        type: "tacticsCard";
        card: string;
        why?: string | undefined;
        text?: string | undefined;
    } | {
        type: "bonusTile";
        tile: string;
        side: "establishment" | "demonstrators";
        level: number;
    } | {
        type: "postFilled";
        area: string;
        unit: string;
        by: "the Machine";
    } | {
        type: "active";
        area: string;
        count: number;
    } | {
        type: "activeMoved";
        from: string;
        to: string;
    } | {
        type: "activeCleared";
        area: string;
        count: number;
    } | {
        type: "machineCard";
        faction: "mayor" | "police";
        card: string;
    } | {
        type: "machineNoEffect";
        faction: "mayor" | "police";
        card: string;
    } | {
        type: "machineIdle";
        faction: "mayor" | "police";
        why: string;
    } | {
        type: "machineExtraAction";
        faction: "mayor" | "police";
        why: string;
    } | {
        type: "machinePriority";
        card: string;
        area: string;
        order: "highest" | "lowest";
        why: string;
    } | {
        type: "machineChoice";
        task: string;
        choice: {
            type: "play";
            card: string;
        } | {
            type: "pass";
        } | {
            type: "endTurn";
        } | {
            type: "removeBarrier";
            card: string;
            path: string;
        } | {
            type: "streetTheater";
            card: string;
        } | {
            type: "discardCounter";
            card: string;
            area: string;
        } | {
            type: "tactic";
        } | {
            type: "post";
            area: string;
            unit: "" | "tac" | "p1" | "p2";
        } | {
            type: "area";
            area: string;
        } | {
            type: "path";
            path: string;
        } | {
            type: "unit";
            area: string;
            unit: "tac" | "m1" | "m2" | "ag" | "pig" | "p1" | "p2" | "post";
        } | {
            type: "move";
            unit: "tac" | "m1" | "m2" | "ag" | "pig" | "p1" | "p2";
            from: string;
            to: string;
        } | {
            type: "escort";
            unit: "m1" | "m2" | "ag" | "pig";
        } | {
            type: "flag";
            area: string;
            value: number;
        } | {
            type: "card";
            card: string;
        } | {
            type: "discardDrawn";
        } | {
            type: "tile";
            tile: "action" | "splay" | "unit" | "exp";
        } | {
            type: "benefit";
            benefit: "exposure" | "instability";
        } | {
            type: "hand";
            faction: "mayor" | "police" | "yippies" | "mobe";
        } | {
            type: "done";
        } | {
            type: "draw";
            item: string;
        };
        why: string;
    } | {
        type: "gameOver";
        winners: ("establishment" | "demonstrators")[];
        reason: string;
    }>;
    readonly heuristic: typeof chicagoHeuristic;
    readonly evaluate: typeof chicagoEvaluate;
    readonly scenario: ScenarioBuilder<{
        rng: number[];
        chance: "auto" | "manual";
        components: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        } | null;
        seats: string[];
        factionSeat: Record<"mayor" | "police" | "yippies" | "mobe", string>;
        vtoOn: boolean;
        inc: {
            pigasus: boolean;
            policePosts: boolean;
            daleyDozer: boolean;
            agentsOfChaos: boolean;
        };
        firstGame: boolean;
        round: number;
        phase: "setup" | "over" | "round" | "final";
        areas: Record<string, {
            u: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
                p1: number;
                p2: number;
                tac: number;
            };
            flag: number | null;
            gas: boolean;
            ng: number;
            minus: number;
            post: "" | "tac" | "p1" | "p2" | null;
        }>;
        paths: Record<string, {
            barricade: boolean;
            wire: boolean;
        }>;
        jeep: string | null;
        supply: {
            m1: number;
            m2: number;
            ag: number;
            flags: number[];
            barricades: number;
            pink: number;
        };
        box: {
            m1: number;
            m2: number;
            ag: number;
            pig: number;
            p1: number;
            p2: number;
            tac: number;
            posts: number;
        };
        police: {
            reserves: {
                p1: number;
                p2: number;
            };
            injured: {
                p1: number;
                p2: number;
            };
            wire: number;
            gas: number;
        };
        general: {
            wire: number;
            gas: number;
            ng: number;
            minus: number;
        };
        bonusUnits: {
            p2: number;
            m2: number;
        };
        capital: number;
        exposure: number;
        instability: number;
        levelsReached: number[];
        tiles: Record<"action" | "splay" | "unit" | "exp", "establishment" | "demonstrators" | null>;
        extraUsed: Record<"establishment" | "demonstrators", boolean>;
        actionHolder: "mayor" | "police" | "yippies" | "mobe" | null;
        delegates: {
            track: ("blue" | "red" | "pink")[];
            bag: {
                blue: number;
                red: number;
                pink: number;
            };
        };
        noVote: boolean;
        hands: Record<"mayor" | "police" | "yippies" | "mobe", string[]>;
        discards: Record<"mayor" | "police" | "yippies" | "mobe", string[]>;
        stSplay: string[];
        stDeck: string[];
        stDiscard: string[];
        policySplay: {
            name: string;
            paid: number;
        }[];
        policyDeck: string[];
        policyDiscard: string[];
        tactic: string | null;
        tacticUsed: boolean;
        tacticsDeck: string[];
        mobDeck: string[];
        mobDiscard: string[];
        smokeEm: boolean;
        mobThisTurn: boolean;
        chaosPending: boolean;
        vtoDeck: ("mayor" | "police" | "yippies" | "mobe")[];
        tasks: ({
            kind: "seq";
            steps: ("setup:streetTheater" | "setup:policies" | "setup:police" | "setup:park" | "setup:incendiary" | "setup:done" | "round:begin" | "round:bail" | "round:leadership" | "round:rankAndFile" | "eor:flock" | "eor:capital" | "eor:press" | "eor:vote" | "eor:cleanup" | "eor:pigasusMove" | "eor:pigasusCheck" | "eor:dozer" | "eor:checks" | "round:next" | "setup:machine" | "round:machineTactics" | "eor:machine")[];
            i: number;
        } | {
            kind: "drawPolicies";
            left: number;
        } | {
            kind: "setupPlace";
            i: number;
        } | {
            kind: "setupPark";
        } | {
            kind: "setupPost";
            areas: string[];
        } | {
            kind: "bail";
        } | {
            kind: "phase";
            name: "leadership" | "rankAndFile" | "vto";
            order: ("mayor" | "police" | "yippies" | "mobe")[];
            played: {
                mayor: number;
                police: number;
                yippies: number;
                mobe: number;
            };
            passed: {
                mayor: boolean;
                police: boolean;
                yippies: boolean;
                mobe: boolean;
            };
            last: "mayor" | "police" | "yippies" | "mobe" | null;
            stage: "first" | "done" | "middle";
            next: "mayor" | "police" | "yippies" | "mobe" | null;
        } | {
            kind: "turn";
            faction: "mayor" | "police" | "yippies" | "mobe";
            card: boolean;
            fresh: string[];
            posts: string[];
            tactics: string[];
        } | {
            kind: "endOfTurn";
        } | {
            kind: "vtoWindow";
            seats: string[];
        } | {
            kind: "pigasusMove";
            at: string;
        } | {
            kind: "dozer";
            start: string;
            moves: number;
            prev: string;
        } | {
            kind: "nominate";
        } | {
            kind: "draw";
            deck: "policy" | "vto" | "st" | "mob" | "bag";
            purpose: "splay" | "vto" | "nominate" | "mob" | "vote";
            area: string | null;
        } | {
            kind: "effects";
            effects: ({
                op: "exposure";
                amount: number;
                by?: "establishment" | "demonstrators" | undefined;
            } | {
                op: "instability";
                amount: number;
            } | {
                op: "capital";
                amount: number;
            } | {
                op: "mobe";
                level: 1 | 2;
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "agitator";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "police";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "arrest";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "injure";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "heal";
                count: number;
            } | {
                op: "release";
                count: number;
            } | {
                op: "minusCapital";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "barricade";
                count: number;
            } | {
                op: "removeBarrier";
                kind: "barricade" | "barbedWire";
                count: number;
            } | {
                op: "policeSupply";
                item: "barbedWire" | "tearGas";
                count: number;
            } | {
                op: "nationalGuard";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "tearGas";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "delegate";
                color: "blue" | "red";
                count: number;
            } | {
                op: "flag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "removeFlag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "policyDraw";
            } | {
                op: "policeCard";
                card: string;
            } | {
                op: "smokeEm";
            } | {
                op: "action";
                card: string;
            })[];
            next: number;
            side: "establishment" | "demonstrators";
            area: string | null;
            req: string[];
            source: string;
        } | {
            kind: "effectAt";
            effect: {
                op: "exposure";
                amount: number;
                by?: "establishment" | "demonstrators" | undefined;
            } | {
                op: "instability";
                amount: number;
            } | {
                op: "capital";
                amount: number;
            } | {
                op: "mobe";
                level: 1 | 2;
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "agitator";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "police";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "arrest";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "injure";
                count: number;
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "heal";
                count: number;
            } | {
                op: "release";
                count: number;
            } | {
                op: "minusCapital";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "barricade";
                count: number;
            } | {
                op: "removeBarrier";
                kind: "barricade" | "barbedWire";
                count: number;
            } | {
                op: "policeSupply";
                item: "barbedWire" | "tearGas";
                count: number;
            } | {
                op: "nationalGuard";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "tearGas";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "delegate";
                color: "blue" | "red";
                count: number;
            } | {
                op: "flag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "removeFlag";
                at: "choice" | "requirement" | "conflict" | {
                    area: string;
                };
            } | {
                op: "policyDraw";
            } | {
                op: "policeCard";
                card: string;
            } | {
                op: "smokeEm";
            } | {
                op: "action";
                card: string;
            };
            side: "establishment" | "demonstrators";
            options: string[];
            source: string;
        } | {
            kind: "arrestPick";
            area: string;
            left: number;
        } | {
            kind: "injurePick";
            area: string;
            left: number;
        } | {
            kind: "releasePick";
            left: number;
        } | {
            kind: "barrierPlace";
            left: number;
        } | {
            kind: "barrierRemove";
            barrier: "barricade" | "barbedWire";
            left: number;
        } | {
            kind: "freeCard";
            card: string;
        } | {
            kind: "stPlace";
            card: string;
        } | {
            kind: "opportunityHand";
            card: string;
            hands: ("mayor" | "police" | "yippies" | "mobe")[];
        } | {
            kind: "gasLeave";
            area: string;
        } | {
            kind: "bonus";
            side: "establishment" | "demonstrators";
            level: number;
        } | {
            kind: "bonusUnit";
            side: "establishment" | "demonstrators";
        } | {
            kind: "overflowD";
        } | {
            kind: "overflowE";
        } | {
            kind: "policyPlace";
            card: string;
        } | {
            kind: "authorizeBarbedWire";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "deployOfficers";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "greasePalms";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "mandate";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "strategyOfConfrontation";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "workTheMachine";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "clash";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "march";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "marchDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            continuing: boolean;
            visited: string[];
        } | {
            kind: "marchEscort";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            to: string;
            visited: string[];
            group: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
            };
        } | {
            kind: "speechify";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "streetFightingMan";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "advance";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "advanceDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            from: string;
            unit: "tac" | "p1" | "p2";
        } | {
            kind: "advanceTarget";
            owner: "mayor" | "police" | "yippies" | "mobe";
            from: string;
            unit: "tac" | "p1" | "p2";
            to: string;
        } | {
            kind: "deployBarbedWire";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "massArrest";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "massArrestTarget";
            owner: "mayor" | "police" | "yippies" | "mobe";
            area: string;
            taken: ("m1" | "m2" | "ag" | "pig")[];
        } | {
            kind: "move";
            owner: "mayor" | "police" | "yippies" | "mobe";
            arrived: Record<string, {
                p1: number;
                p2: number;
                tac: number;
            }>;
        } | {
            kind: "moveDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            arrived: Record<string, {
                p1: number;
                p2: number;
                tac: number;
            }>;
            from: string;
            unit: "tac" | "p1" | "p2";
        } | {
            kind: "teargas";
            owner: "mayor" | "police" | "yippies" | "mobe";
            placed: number;
            chaos: boolean;
            chaosArea: string | null;
        } | {
            kind: "drawDown";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "drawDownChoice";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "flamethrowers";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "rapidDeployment";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "rapidDeploymentMove";
            owner: "mayor" | "police" | "yippies" | "mobe";
            to: string;
            moved: number;
        } | {
            kind: "agitate";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "agitateDraw";
            owner: "mayor" | "police" | "yippies" | "mobe";
            left: number;
        } | {
            kind: "lead";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "leadDest";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            origin: string;
            moves: number;
        } | {
            kind: "leadEscort";
            owner: "mayor" | "police" | "yippies" | "mobe";
            at: string;
            origin: string;
            moves: number;
            to: string;
            group: {
                m1: number;
                m2: number;
                ag: number;
                pig: number;
            };
        } | {
            kind: "rally";
            owner: "mayor" | "police" | "yippies" | "mobe";
        } | {
            kind: "machineTurn";
            faction: "mayor" | "police";
            drawn: boolean;
            tried: string[];
            extra: boolean;
        } | {
            kind: "machineDraw";
            deck: "policy" | "tactics" | "mayor" | "police";
        } | {
            kind: "machineCard";
            faction: "mayor" | "police";
            card: string;
            stage: number;
            picks: string[];
            area: string | null;
            moved: {
                p1: number;
                p2: number;
                tac: number;
            };
        } | {
            kind: "oversight";
            skipped: string[];
        } | {
            kind: "activeMove";
            to: string;
        })[];
        outcome: {
            winners: ("establishment" | "demonstrators")[];
            reason: string;
            major: boolean;
        } | null;
        machine: {
            mode: "solo" | "coop";
            active: Record<string, number>;
            activeSupply: number;
            decks: {
                mayor: string[];
                police: string[];
            };
            discards: {
                mayor: string[];
                police: string[];
            };
            tacticsDiscard: string[];
            effect: boolean;
        } | null;
    }, {
        mode?: "competitive" | "solo" | "coop" | undefined;
        players?: 2 | 4 | 3 | undefined;
        split?: "establishment" | "demonstrators" | undefined;
        variableTurnOrder?: boolean | undefined;
        incendiary?: {
            pigasus?: boolean | undefined;
            policePosts?: boolean | undefined;
            daleyDozer?: boolean | undefined;
            agentsOfChaos?: boolean | undefined;
        } | undefined;
        firstGame?: boolean | undefined;
        chance?: "auto" | "manual" | undefined;
        components?: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        } | undefined;
    }, ChicagoScenario>;
    readonly textBoard: {
        readonly board: typeof chicagoTextBoard;
        readonly hand: (v: View) => string[];
        readonly reference: {
            areas: {
                name: string;
                kind: "park" | "jail" | "street" | "transit";
                star: boolean;
                capital: number;
                blue: number;
                red: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                orientation?: string[] | undefined;
            }[];
            paths: {
                id: string;
                a: string;
                b: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            setupBarricades: string[];
            setupBarbedWire: string[];
            actionCards: {
                name: string;
                faction: "mayor" | "police" | "yippies" | "mobe";
                copies: number;
                conflict: boolean;
                starting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            streetTheater: {
                name: string;
                kind: "event" | "opportunity" | "counterrevolutionary";
                location: string;
                agitators: number;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                grants?: {
                    card: string;
                    hands: ("mayor" | "police" | "yippies" | "mobe")[];
                } | undefined;
            }[];
            policies: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            tactics: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            mobChaos: {
                name: string;
                day: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                night: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                notSolo?: boolean | undefined;
            }[];
            incendiary: {
                name: string;
                effects: ({
                    op: "exposure";
                    amount: number;
                    by?: "establishment" | "demonstrators" | undefined;
                } | {
                    op: "instability";
                    amount: number;
                } | {
                    op: "capital";
                    amount: number;
                } | {
                    op: "mobe";
                    level: 1 | 2;
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "agitator";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "police";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "arrest";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "injure";
                    count: number;
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "heal";
                    count: number;
                } | {
                    op: "release";
                    count: number;
                } | {
                    op: "minusCapital";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "barricade";
                    count: number;
                } | {
                    op: "removeBarrier";
                    kind: "barricade" | "barbedWire";
                    count: number;
                } | {
                    op: "policeSupply";
                    item: "barbedWire" | "tearGas";
                    count: number;
                } | {
                    op: "nationalGuard";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "tearGas";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "delegate";
                    color: "blue" | "red";
                    count: number;
                } | {
                    op: "flag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "removeFlag";
                    at: "choice" | "requirement" | "conflict" | {
                        area: string;
                    };
                } | {
                    op: "policyDraw";
                } | {
                    op: "policeCard";
                    card: string;
                } | {
                    op: "smokeEm";
                } | {
                    op: "action";
                    card: string;
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            counts: {
                policeL1: number;
                policeL2: number;
                tac: number;
                smallRed: number;
                mobeL2: number;
                agitators: number;
                rallyFlags: number[];
                nationalGuard: number;
                barbedWire: number;
                barricades: number;
                tearGas: number;
                minusCapital: number;
                pinkDelegates: number;
                posts: number;
                reservesL1: number;
                policeSupplyBarbedWire: number;
                policeSupplyTearGas: number;
                delegateTrack: number;
                exposureTrack: number;
                startingCapital: number;
                startingPolicies: number;
                turnCardsPerFaction: number;
            };
            machine?: {
                actions: {
                    name: string;
                    faction: "mayor" | "police";
                    conflict: boolean;
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                tactics: {
                    name: string;
                    when: "drawn" | "endOfRound" | "ongoing";
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                policies: {
                    name: string;
                    effects: ({
                        op: "exposure";
                        amount: number;
                        by?: "establishment" | "demonstrators" | undefined;
                    } | {
                        op: "instability";
                        amount: number;
                    } | {
                        op: "capital";
                        amount: number;
                    } | {
                        op: "mobe";
                        level: 1 | 2;
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "agitator";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "police";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "arrest";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "injure";
                        count: number;
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "heal";
                        count: number;
                    } | {
                        op: "release";
                        count: number;
                    } | {
                        op: "minusCapital";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "barricade";
                        count: number;
                    } | {
                        op: "removeBarrier";
                        kind: "barricade" | "barbedWire";
                        count: number;
                    } | {
                        op: "policeSupply";
                        item: "barbedWire" | "tearGas";
                        count: number;
                    } | {
                        op: "nationalGuard";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "tearGas";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "delegate";
                        color: "blue" | "red";
                        count: number;
                    } | {
                        op: "flag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "removeFlag";
                        at: "choice" | "requirement" | "conflict" | {
                            area: string;
                        };
                    } | {
                        op: "policyDraw";
                    } | {
                        op: "policeCard";
                        card: string;
                    } | {
                        op: "smokeEm";
                    } | {
                        op: "action";
                        card: string;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                activeTokens: number;
                splay: number;
            } | undefined;
        };
    };
};

export { ActionCard, Area, Action as Chicago68Action, type Chicago68AreaName, Config as Chicago68Config, ConfigInput as Chicago68ConfigInput, type Chicago68NamedAction, type Chicago68NamedEvent, Seat as Chicago68Seat, State as Chicago68State, View as Chicago68View, type ChicagoEndCode, type Event as ChicagoEvent, ChicagoScenario, ComponentSet, Counts, IncendiaryCard, MachineAction, MachineComponents, MachineTactic, MobChaosCard, Path, PolicyCard, StreetTheaterCard, TacticCard, actionCards, A as areaNames, areas, checkChicagoState, chicago68, chicago68Module, chicago68Scenarios, chicagoEndCodes, chicagoEvaluate, chicagoHeuristic, counts, describedEventTypes, eventSchema, incendiary, machineActions, machineComponents, machinePolicies, machineTactics, mobChaos, paths, policies, referenceComponents, streetTheater, tactics, unitCensus };
