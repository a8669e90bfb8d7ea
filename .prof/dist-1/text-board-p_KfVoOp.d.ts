import { aa as Scenario, g as SyncBot } from './bots-BjVqFGuZ.js';
import * as z from 'zod';

/** Bounds far above any printed value (docs/security.md §4): a user's set cannot make a game endless or huge. */
declare const MAX_COUNT = 1000;
/** Where a value comes from: a rulebook section (`{ rule: '2.3' }`), or reconstructed by this project with a one-line reason. */
declare const sourceSchema: z.ZodUnion<readonly [z.ZodObject<{
    rule: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    reconstructed: z.ZodString;
}, z.core.$strict>]>;
/** The two sides (2 players). */
declare const sideSchema: z.ZodEnum<{
    civilRights: "civilRights";
    segregationist: "segregationist";
}>;
/** 3.1–3.2 Unit types: P, W, K (segregationist); B, S, N (civil rights). */
declare const unitSchema: z.ZodEnum<{
    S: "S";
    K: "K";
    B: "B";
    N: "N";
    P: "P";
    W: "W";
}>;
/** 2.1 The three goals of a city: Schools, public Accommodations, Voting rights. */
declare const goalSchema: z.ZodEnum<{
    S: "S";
    A: "A";
    V: "V";
}>;
/** 10.0.1 What a free city gives the civil rights player. */
declare const rewardSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"units">;
    n: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    kind: z.ZodLiteral<"ops">;
    n: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    kind: z.ZodLiteral<"cards">;
    n: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    kind: z.ZodLiteral<"freedom">;
    n: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    kind: z.ZodLiteral<"nonviolence">;
    n: z.ZodNumber;
}, z.core.$strict>], "kind">;
declare const citySchema: z.ZodObject<{
    name: z.ZodString;
    state: z.ZodString;
    stronghold: z.ZodNumber;
    reward: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"units">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"ops">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"cards">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"freedom">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"nonviolence">;
        n: z.ZodNumber;
    }, z.core.$strict>], "kind">;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A unit placement of an event: `own` is the player's basic unit (B or W), `state` limits where. */
declare const effectSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
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
}, z.core.$strict>], "kind">;
/** 6.0 A strategy card: Ops 1–3, red (civil rights), blue (segregationist) or black (either), its year (6.4). */
declare const cardSchema: z.ZodObject<{
    name: z.ZodString;
    ops: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        black: "black";
    }>;
    year: z.ZodNumber;
    text: z.ZodString;
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
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** 4.4 A leader special ability: a die modifier when leading a confrontation, or on an avoidance roll. */
declare const abilitySchema: z.ZodObject<{
    kind: z.ZodEnum<{
        drm: "drm";
        avoid: "avoid";
    }>;
    n: z.ZodNumber;
    per: z.ZodEnum<{
        game: "game";
        always: "always";
        year: "year";
    }>;
}, z.core.$strict>;
/** 4.0 A leader: side, reach (national or one state), start city, ratings 1–3 (4.2) and tactics (4.3). */
declare const leaderSchema: z.ZodObject<{
    name: z.ZodString;
    side: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    scope: z.ZodEnum<{
        state: "state";
        national: "national";
    }>;
    state: z.ZodString;
    city: z.ZodString;
    leadership: z.ZodNumber;
    tactical: z.ZodNumber;
    ability: z.ZodObject<{
        kind: z.ZodEnum<{
            drm: "drm";
            avoid: "avoid";
        }>;
        n: z.ZodNumber;
        per: z.ZodEnum<{
            game: "game";
            always: "always";
            year: "year";
        }>;
    }, z.core.$strict>;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** 8.2 A candidate's ratings: popularity, and the S, A and V protest modifiers if elected. */
declare const candidateSchema: z.ZodObject<{
    name: z.ZodString;
    popularity: z.ZodNumber;
    S: z.ZodNumber;
    A: z.ZodNumber;
    V: z.ZodNumber;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
declare const electionSchema: z.ZodObject<{
    year: z.ZodNumber;
    candidates: z.ZodTuple<[z.ZodObject<{
        name: z.ZodString;
        popularity: z.ZodNumber;
        S: z.ZodNumber;
        A: z.ZodNumber;
        V: z.ZodNumber;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        name: z.ZodString;
        popularity: z.ZodNumber;
        S: z.ZodNumber;
        A: z.ZodNumber;
        V: z.ZodNumber;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>], null>;
}, z.core.$strict>;
/** 10.2 A Freedom Event: the cards that open it and the protest that completes it. */
declare const freedomEventSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    cards: z.ZodArray<z.ZodString>;
    goal: z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
    }>;
    cities: z.ZodArray<z.ZodString>;
    states: z.ZodArray<z.ZodString>;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** 7.0 The Confrontation Results Table: columns by factors, rows by modified roll, losses inflicted. */
declare const crtSchema: z.ZodObject<{
    columns: z.ZodArray<z.ZodNumber>;
    firstRow: z.ZodNumber;
    losses: z.ZodArray<z.ZodArray<z.ZodNumber>>;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
declare const countsSchema: z.ZodObject<{
    units: z.ZodRecord<z.ZodEnum<{
        S: "S";
        K: "K";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>, z.ZodNumber>;
    stacking: z.ZodNumber;
    handSize: z.ZodNumber;
    actionsPerYear: z.ZodNumber;
    nonviolenceStart: z.ZodNumber;
    nonviolenceMax: z.ZodNumber;
    firstYear: z.ZodNumber;
    lastYear: z.ZodNumber;
    electionYears: z.ZodArray<z.ZodNumber>;
    eliminationAfter: z.ZodNumber;
    eliminationStates: z.ZodNumber;
    freedomBonus: z.ZodArray<z.ZodNumber>;
    bands: z.ZodObject<{
        decisive: z.ZodNumber;
        marginal: z.ZodNumber;
        marginalSegregationist: z.ZodNumber;
    }, z.core.$strict>;
    recruitment: z.ZodObject<{
        civilRights: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
        segregationist: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
    }, z.core.$strict>;
    mediaLow: z.ZodNumber;
    mediaHigh: z.ZodNumber;
}, z.core.$strict>;
declare const setupSchema: z.ZodObject<{
    units: z.ZodArray<z.ZodObject<{
        city: z.ZodString;
        unit: z.ZodEnum<{
            S: "S";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
        }>;
        n: z.ZodNumber;
    }, z.core.$strict>>;
    klan: z.ZodArray<z.ZodObject<{
        state: z.ZodString;
        n: z.ZodNumber;
    }, z.core.$strict>>;
    president: z.ZodObject<{
        name: z.ZodString;
        popularity: z.ZodNumber;
        S: z.ZodNumber;
        A: z.ZodNumber;
        V: z.ZodNumber;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
declare const componentSetSchema: z.ZodObject<{
    states: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    cities: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        state: z.ZodString;
        stronghold: z.ZodNumber;
        reward: z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"units">;
            n: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"ops">;
            n: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"cards">;
            n: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"freedom">;
            n: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"nonviolence">;
            n: z.ZodNumber;
        }, z.core.$strict>], "kind">;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    leaders: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        side: z.ZodEnum<{
            civilRights: "civilRights";
            segregationist: "segregationist";
        }>;
        scope: z.ZodEnum<{
            state: "state";
            national: "national";
        }>;
        state: z.ZodString;
        city: z.ZodString;
        leadership: z.ZodNumber;
        tactical: z.ZodNumber;
        ability: z.ZodObject<{
            kind: z.ZodEnum<{
                drm: "drm";
                avoid: "avoid";
            }>;
            n: z.ZodNumber;
            per: z.ZodEnum<{
                game: "game";
                always: "always";
                year: "year";
            }>;
        }, z.core.$strict>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    cards: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        ops: z.ZodNumber;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            black: "black";
        }>;
        year: z.ZodNumber;
        text: z.ZodString;
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
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    elections: z.ZodArray<z.ZodObject<{
        year: z.ZodNumber;
        candidates: z.ZodTuple<[z.ZodObject<{
            name: z.ZodString;
            popularity: z.ZodNumber;
            S: z.ZodNumber;
            A: z.ZodNumber;
            V: z.ZodNumber;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            name: z.ZodString;
            popularity: z.ZodNumber;
            S: z.ZodNumber;
            A: z.ZodNumber;
            V: z.ZodNumber;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>], null>;
    }, z.core.$strict>>;
    freedomEvents: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        cards: z.ZodArray<z.ZodString>;
        goal: z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
        }>;
        cities: z.ZodArray<z.ZodString>;
        states: z.ZodArray<z.ZodString>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    crt: z.ZodObject<{
        columns: z.ZodArray<z.ZodNumber>;
        firstRow: z.ZodNumber;
        losses: z.ZodArray<z.ZodArray<z.ZodNumber>>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    counts: z.ZodObject<{
        units: z.ZodRecord<z.ZodEnum<{
            S: "S";
            K: "K";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
        }>, z.ZodNumber>;
        stacking: z.ZodNumber;
        handSize: z.ZodNumber;
        actionsPerYear: z.ZodNumber;
        nonviolenceStart: z.ZodNumber;
        nonviolenceMax: z.ZodNumber;
        firstYear: z.ZodNumber;
        lastYear: z.ZodNumber;
        electionYears: z.ZodArray<z.ZodNumber>;
        eliminationAfter: z.ZodNumber;
        eliminationStates: z.ZodNumber;
        freedomBonus: z.ZodArray<z.ZodNumber>;
        bands: z.ZodObject<{
            decisive: z.ZodNumber;
            marginal: z.ZodNumber;
            marginalSegregationist: z.ZodNumber;
        }, z.core.$strict>;
        recruitment: z.ZodObject<{
            civilRights: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
            segregationist: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
        }, z.core.$strict>;
        mediaLow: z.ZodNumber;
        mediaHigh: z.ZodNumber;
    }, z.core.$strict>;
    setup: z.ZodObject<{
        units: z.ZodArray<z.ZodObject<{
            city: z.ZodString;
            unit: z.ZodEnum<{
                S: "S";
                B: "B";
                N: "N";
                P: "P";
                W: "W";
            }>;
            n: z.ZodNumber;
        }, z.core.$strict>>;
        klan: z.ZodArray<z.ZodObject<{
            state: z.ZodString;
            n: z.ZodNumber;
        }, z.core.$strict>>;
        president: z.ZodObject<{
            name: z.ZodString;
            popularity: z.ZodNumber;
            S: z.ZodNumber;
            A: z.ZodNumber;
            V: z.ZodNumber;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
}, z.core.$strict>;
type Side = z.infer<typeof sideSchema>;
type Unit = z.infer<typeof unitSchema>;
type Goal = z.infer<typeof goalSchema>;
type City = z.infer<typeof citySchema>;
type Card = z.infer<typeof cardSchema>;
type Effect = z.infer<typeof effectSchema>;
type Leader = z.infer<typeof leaderSchema>;
type Candidate = z.infer<typeof candidateSchema>;
type FreedomEvent = z.infer<typeof freedomEventSchema>;
type ComponentSet = z.infer<typeof componentSetSchema>;
type Counts = z.infer<typeof countsSchema>;

/**
 * What a chance node of Free At Last (1955–65) is (`ask` at a chance node; docs/free-at-last-1955/questions.md):
 * a Strategy card drawn, or which die is rolled, for whom and where.
 */
declare const chanceQuestionSchema: z.ZodUnion<readonly [z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodLiteral<"strategy">;
    for: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
    die: z.ZodLiteral<"media">;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
    die: z.ZodLiteral<"confrontation">;
    for: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
    die: z.ZodLiteral<"avoidance">;
    for: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    city: z.ZodString;
    bonus: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
    die: z.ZodLiteral<"klan">;
    leader: z.ZodString;
    state: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
    die: z.ZodLiteral<"entrenchment">;
    for: z.ZodLiteral<"segregationist">;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
    die: z.ZodLiteral<"election">;
    candidate: z.ZodString;
}, z.core.$strict>]>;
/** The config: chance mode and, optionally, a user's own component set (validated). */
declare const configSchema: z.ZodObject<{
    chance: z.ZodDefault<z.ZodEnum<{
        auto: "auto";
        manual: "manual";
    }>>;
    components: z.ZodOptional<z.ZodObject<{
        states: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        cities: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            state: z.ZodString;
            stronghold: z.ZodNumber;
            reward: z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"units">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"ops">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cards">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"nonviolence">;
                n: z.ZodNumber;
            }, z.core.$strict>], "kind">;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        leaders: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            side: z.ZodEnum<{
                civilRights: "civilRights";
                segregationist: "segregationist";
            }>;
            scope: z.ZodEnum<{
                state: "state";
                national: "national";
            }>;
            state: z.ZodString;
            city: z.ZodString;
            leadership: z.ZodNumber;
            tactical: z.ZodNumber;
            ability: z.ZodObject<{
                kind: z.ZodEnum<{
                    drm: "drm";
                    avoid: "avoid";
                }>;
                n: z.ZodNumber;
                per: z.ZodEnum<{
                    game: "game";
                    always: "always";
                    year: "year";
                }>;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        cards: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            ops: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                black: "black";
            }>;
            year: z.ZodNumber;
            text: z.ZodString;
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
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        elections: z.ZodArray<z.ZodObject<{
            year: z.ZodNumber;
            candidates: z.ZodTuple<[z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>], null>;
        }, z.core.$strict>>;
        freedomEvents: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            cards: z.ZodArray<z.ZodString>;
            goal: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
            cities: z.ZodArray<z.ZodString>;
            states: z.ZodArray<z.ZodString>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        crt: z.ZodObject<{
            columns: z.ZodArray<z.ZodNumber>;
            firstRow: z.ZodNumber;
            losses: z.ZodArray<z.ZodArray<z.ZodNumber>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        counts: z.ZodObject<{
            units: z.ZodRecord<z.ZodEnum<{
                S: "S";
                K: "K";
                B: "B";
                N: "N";
                P: "P";
                W: "W";
            }>, z.ZodNumber>;
            stacking: z.ZodNumber;
            handSize: z.ZodNumber;
            actionsPerYear: z.ZodNumber;
            nonviolenceStart: z.ZodNumber;
            nonviolenceMax: z.ZodNumber;
            firstYear: z.ZodNumber;
            lastYear: z.ZodNumber;
            electionYears: z.ZodArray<z.ZodNumber>;
            eliminationAfter: z.ZodNumber;
            eliminationStates: z.ZodNumber;
            freedomBonus: z.ZodArray<z.ZodNumber>;
            bands: z.ZodObject<{
                decisive: z.ZodNumber;
                marginal: z.ZodNumber;
                marginalSegregationist: z.ZodNumber;
            }, z.core.$strict>;
            recruitment: z.ZodObject<{
                civilRights: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
                segregationist: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
            }, z.core.$strict>;
            mediaLow: z.ZodNumber;
            mediaHigh: z.ZodNumber;
        }, z.core.$strict>;
        setup: z.ZodObject<{
            units: z.ZodArray<z.ZodObject<{
                city: z.ZodString;
                unit: z.ZodEnum<{
                    S: "S";
                    B: "B";
                    N: "N";
                    P: "P";
                    W: "W";
                }>;
                n: z.ZodNumber;
            }, z.core.$strict>>;
            klan: z.ZodArray<z.ZodObject<{
                state: z.ZodString;
                n: z.ZodNumber;
            }, z.core.$strict>>;
            president: z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/** The units of one city (3.0): B, S, N for civil rights; P, W for the segregationist (K are per state). */
declare const cityUnitsSchema: z.ZodObject<{
    B: z.ZodNumber;
    S: z.ZodNumber;
    N: z.ZodNumber;
    P: z.ZodNumber;
    W: z.ZodNumber;
}, z.core.$strip>;
declare const stateSchema: z.ZodObject<{
    rng: z.ZodArray<z.ZodNumber>;
    chance: z.ZodEnum<{
        auto: "auto";
        manual: "manual";
    }>;
    components: z.ZodNullable<z.ZodObject<{
        states: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        cities: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            state: z.ZodString;
            stronghold: z.ZodNumber;
            reward: z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"units">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"ops">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cards">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"nonviolence">;
                n: z.ZodNumber;
            }, z.core.$strict>], "kind">;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        leaders: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            side: z.ZodEnum<{
                civilRights: "civilRights";
                segregationist: "segregationist";
            }>;
            scope: z.ZodEnum<{
                state: "state";
                national: "national";
            }>;
            state: z.ZodString;
            city: z.ZodString;
            leadership: z.ZodNumber;
            tactical: z.ZodNumber;
            ability: z.ZodObject<{
                kind: z.ZodEnum<{
                    drm: "drm";
                    avoid: "avoid";
                }>;
                n: z.ZodNumber;
                per: z.ZodEnum<{
                    game: "game";
                    always: "always";
                    year: "year";
                }>;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        cards: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            ops: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                black: "black";
            }>;
            year: z.ZodNumber;
            text: z.ZodString;
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
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        elections: z.ZodArray<z.ZodObject<{
            year: z.ZodNumber;
            candidates: z.ZodTuple<[z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>], null>;
        }, z.core.$strict>>;
        freedomEvents: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            cards: z.ZodArray<z.ZodString>;
            goal: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
            cities: z.ZodArray<z.ZodString>;
            states: z.ZodArray<z.ZodString>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        crt: z.ZodObject<{
            columns: z.ZodArray<z.ZodNumber>;
            firstRow: z.ZodNumber;
            losses: z.ZodArray<z.ZodArray<z.ZodNumber>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        counts: z.ZodObject<{
            units: z.ZodRecord<z.ZodEnum<{
                S: "S";
                K: "K";
                B: "B";
                N: "N";
                P: "P";
                W: "W";
            }>, z.ZodNumber>;
            stacking: z.ZodNumber;
            handSize: z.ZodNumber;
            actionsPerYear: z.ZodNumber;
            nonviolenceStart: z.ZodNumber;
            nonviolenceMax: z.ZodNumber;
            firstYear: z.ZodNumber;
            lastYear: z.ZodNumber;
            electionYears: z.ZodArray<z.ZodNumber>;
            eliminationAfter: z.ZodNumber;
            eliminationStates: z.ZodNumber;
            freedomBonus: z.ZodArray<z.ZodNumber>;
            bands: z.ZodObject<{
                decisive: z.ZodNumber;
                marginal: z.ZodNumber;
                marginalSegregationist: z.ZodNumber;
            }, z.core.$strict>;
            recruitment: z.ZodObject<{
                civilRights: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
                segregationist: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
            }, z.core.$strict>;
            mediaLow: z.ZodNumber;
            mediaHigh: z.ZodNumber;
        }, z.core.$strict>;
        setup: z.ZodObject<{
            units: z.ZodArray<z.ZodObject<{
                city: z.ZodString;
                unit: z.ZodEnum<{
                    S: "S";
                    B: "B";
                    N: "N";
                    P: "P";
                    W: "W";
                }>;
                n: z.ZodNumber;
            }, z.core.$strict>>;
            klan: z.ZodArray<z.ZodObject<{
                state: z.ZodString;
                n: z.ZodNumber;
            }, z.core.$strict>>;
            president: z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
    year: z.ZodNumber;
    cities: z.ZodRecord<z.ZodString, z.ZodObject<{
        u: z.ZodObject<{
            B: z.ZodNumber;
            S: z.ZodNumber;
            N: z.ZodNumber;
            P: z.ZodNumber;
            W: z.ZodNumber;
        }, z.core.$strip>;
        m: z.ZodObject<{
            S: z.ZodBoolean;
            A: z.ZodBoolean;
            V: z.ZodBoolean;
        }, z.core.$strip>;
        e: z.ZodBoolean;
        ns: z.ZodBoolean;
    }, z.core.$strip>>;
    klan: z.ZodRecord<z.ZodString, z.ZodNumber>;
    supply: z.ZodRecord<z.ZodEnum<{
        S: "S";
        K: "K";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>, z.ZodNumber>;
    leaders: z.ZodRecord<z.ZodString, z.ZodObject<{
        city: z.ZodNullable<z.ZodString>;
        activations: z.ZodNumber;
        used: z.ZodBoolean;
    }, z.core.$strip>>;
    freedom: z.ZodNumber;
    nonviolence: z.ZodNumber;
    freedomEvents: z.ZodRecord<z.ZodString, z.ZodEnum<{
        won: "won";
        open: "open";
    }>>;
    climate: z.ZodObject<{
        name: z.ZodString;
        popularity: z.ZodNumber;
        S: z.ZodNumber;
        A: z.ZodNumber;
        V: z.ZodNumber;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    hands: z.ZodObject<{
        civilRights: z.ZodArray<z.ZodString>;
        segregationist: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    deck: z.ZodArray<z.ZodString>;
    discard: z.ZodArray<z.ZodString>;
    removed: z.ZodArray<z.ZodString>;
    inFront: z.ZodObject<{
        civilRights: z.ZodArray<z.ZodString>;
        segregationist: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    actionsLeft: z.ZodObject<{
        civilRights: z.ZodNumber;
        segregationist: z.ZodNumber;
    }, z.core.$strip>;
    onMove: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    opsBonus: z.ZodNumber;
    overcome: z.ZodBoolean;
    conf: z.ZodNullable<z.ZodObject<{
        attacker: z.ZodEnum<{
            civilRights: "civilRights";
            segregationist: "segregationist";
        }>;
        city: z.ZodString;
        goal: z.ZodNullable<z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
        }>>;
        leader: z.ZodString;
        defLeader: z.ZodNullable<z.ZodString>;
        media: z.ZodBoolean;
        mediaResult: z.ZodNullable<z.ZodEnum<{
            low: "low";
            high: "high";
            normal: "normal";
        }>>;
        avoidFailed: z.ZodBoolean;
        cards: z.ZodObject<{
            civilRights: z.ZodArray<z.ZodString>;
            segregationist: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        abilities: z.ZodObject<{
            civilRights: z.ZodNumber;
            segregationist: z.ZodNumber;
        }, z.core.$strip>;
        rolls: z.ZodObject<{
            civilRights: z.ZodNullable<z.ZodNumber>;
            segregationist: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>;
        inflicted: z.ZodNullable<z.ZodObject<{
            civilRights: z.ZodNumber;
            segregationist: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    election: z.ZodNullable<z.ZodObject<{
        commits: z.ZodObject<{
            civilRights: z.ZodNullable<z.ZodObject<{
                card: z.ZodString;
                candidate: z.ZodNumber;
            }, z.core.$strip>>;
            segregationist: z.ZodNullable<z.ZodObject<{
                card: z.ZodString;
                candidate: z.ZodNumber;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        rolls: z.ZodArray<z.ZodNumber>;
    }, z.core.$strip>>;
    tasks: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
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
    }, z.core.$strip>], "kind">>;
    outcome: z.ZodNullable<z.ZodObject<{
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
        points: z.ZodNullable<z.ZodNumber>;
        reason: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Actions: the year's plays (each names its card, or `null` for the free 1-Ops action of 5.2), the
 * answers to the questions the rules ask (each names what it picks) and chance outcomes (`die`, `draw`).
 */
declare const actionSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"recruit">;
    card: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"activate">;
    card: z.ZodNullable<z.ZodString>;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"cities">;
    card: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"event">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"pass">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"city">;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"state">;
    state: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"move">;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"bring">;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"stay">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"attack">;
    goal: z.ZodNullable<z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
    }>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"leader">;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"avoid">;
    ability: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"media">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"card">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"ability">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"loss">;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"entrench">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"commit">;
    card: z.ZodString;
    candidate: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"done">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"die">;
    face: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"draw">;
    card: z.ZodString;
}, z.core.$strict>], "type">;
declare const viewSchema: z.ZodObject<{
    seat: z.ZodNullable<z.ZodString>;
    year: z.ZodNumber;
    toMove: z.ZodNullable<z.ZodString>;
    prompt: z.ZodString;
    cities: z.ZodRecord<z.ZodString, z.ZodObject<{
        u: z.ZodObject<{
            B: z.ZodNumber;
            S: z.ZodNumber;
            N: z.ZodNumber;
            P: z.ZodNumber;
            W: z.ZodNumber;
        }, z.core.$strip>;
        m: z.ZodObject<{
            S: z.ZodBoolean;
            A: z.ZodBoolean;
            V: z.ZodBoolean;
        }, z.core.$strip>;
        e: z.ZodBoolean;
        ns: z.ZodBoolean;
    }, z.core.$strip>>;
    klan: z.ZodRecord<z.ZodString, z.ZodNumber>;
    supply: z.ZodRecord<z.ZodEnum<{
        S: "S";
        K: "K";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>, z.ZodNumber>;
    leaders: z.ZodRecord<z.ZodString, z.ZodObject<{
        city: z.ZodNullable<z.ZodString>;
        activations: z.ZodNumber;
        used: z.ZodBoolean;
    }, z.core.$strip>>;
    freedom: z.ZodNumber;
    nonviolence: z.ZodNumber;
    freedomEvents: z.ZodRecord<z.ZodString, z.ZodEnum<{
        won: "won";
        open: "open";
    }>>;
    climate: z.ZodObject<{
        name: z.ZodString;
        popularity: z.ZodNumber;
        S: z.ZodNumber;
        A: z.ZodNumber;
        V: z.ZodNumber;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    hand: z.ZodArray<z.ZodString>;
    handSizes: z.ZodObject<{
        civilRights: z.ZodNumber;
        segregationist: z.ZodNumber;
    }, z.core.$strip>;
    deckSize: z.ZodNumber;
    discard: z.ZodArray<z.ZodString>;
    removed: z.ZodArray<z.ZodString>;
    inFront: z.ZodObject<{
        civilRights: z.ZodArray<z.ZodString>;
        segregationist: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    actionsLeft: z.ZodObject<{
        civilRights: z.ZodNumber;
        segregationist: z.ZodNumber;
    }, z.core.$strip>;
    onMove: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    opsBonus: z.ZodNumber;
    overcome: z.ZodBoolean;
    conf: z.ZodNullable<z.ZodObject<{
        attacker: z.ZodEnum<{
            civilRights: "civilRights";
            segregationist: "segregationist";
        }>;
        city: z.ZodString;
        goal: z.ZodNullable<z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
        }>>;
        leader: z.ZodString;
        defLeader: z.ZodNullable<z.ZodString>;
        media: z.ZodBoolean;
        mediaResult: z.ZodNullable<z.ZodEnum<{
            low: "low";
            high: "high";
            normal: "normal";
        }>>;
        avoidFailed: z.ZodBoolean;
        cards: z.ZodObject<{
            civilRights: z.ZodArray<z.ZodString>;
            segregationist: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        abilities: z.ZodObject<{
            civilRights: z.ZodNumber;
            segregationist: z.ZodNumber;
        }, z.core.$strip>;
        rolls: z.ZodObject<{
            civilRights: z.ZodNullable<z.ZodNumber>;
            segregationist: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>;
        inflicted: z.ZodNullable<z.ZodObject<{
            civilRights: z.ZodNumber;
            segregationist: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    election: z.ZodNullable<z.ZodObject<{
        committed: z.ZodObject<{
            civilRights: z.ZodBoolean;
            segregationist: z.ZodBoolean;
        }, z.core.$strip>;
        own: z.ZodNullable<z.ZodObject<{
            card: z.ZodString;
            candidate: z.ZodNumber;
        }, z.core.$strip>>;
        rolls: z.ZodArray<z.ZodNumber>;
    }, z.core.$strip>>;
    legal: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        type: z.ZodLiteral<"recruit">;
        card: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"activate">;
        card: z.ZodNullable<z.ZodString>;
        leader: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"cities">;
        card: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"event">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"pass">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"city">;
        city: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"state">;
        state: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"move">;
        unit: z.ZodEnum<{
            S: "S";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
        }>;
        to: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"bring">;
        unit: z.ZodEnum<{
            S: "S";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"stay">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"attack">;
        goal: z.ZodNullable<z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"leader">;
        leader: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"avoid">;
        ability: z.ZodBoolean;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"media">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"card">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"ability">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"loss">;
        unit: z.ZodEnum<{
            S: "S";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"entrench">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"discard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"commit">;
        card: z.ZodString;
        candidate: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"done">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"die">;
        face: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"draw">;
        card: z.ZodString;
    }, z.core.$strict>], "type">>;
    ask: z.ZodNullable<z.ZodUnion<readonly [z.ZodUnion<readonly [z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodLiteral<"strategy">;
        for: z.ZodEnum<{
            civilRights: "civilRights";
            segregationist: "segregationist";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
        die: z.ZodLiteral<"media">;
        city: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
        die: z.ZodLiteral<"confrontation">;
        for: z.ZodEnum<{
            civilRights: "civilRights";
            segregationist: "segregationist";
        }>;
        city: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
        die: z.ZodLiteral<"avoidance">;
        for: z.ZodEnum<{
            civilRights: "civilRights";
            segregationist: "segregationist";
        }>;
        city: z.ZodString;
        bonus: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
        die: z.ZodLiteral<"klan">;
        leader: z.ZodString;
        state: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
        die: z.ZodLiteral<"entrenchment">;
        for: z.ZodLiteral<"segregationist">;
        city: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
        die: z.ZodLiteral<"election">;
        candidate: z.ZodString;
    }, z.core.$strict>]>, z.ZodObject<{
        decision: z.ZodString;
        seat: z.ZodString;
    }, z.core.$loose>]>>;
    components: z.ZodNullable<z.ZodObject<{
        states: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        cities: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            state: z.ZodString;
            stronghold: z.ZodNumber;
            reward: z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"units">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"ops">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cards">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom">;
                n: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"nonviolence">;
                n: z.ZodNumber;
            }, z.core.$strict>], "kind">;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        leaders: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            side: z.ZodEnum<{
                civilRights: "civilRights";
                segregationist: "segregationist";
            }>;
            scope: z.ZodEnum<{
                state: "state";
                national: "national";
            }>;
            state: z.ZodString;
            city: z.ZodString;
            leadership: z.ZodNumber;
            tactical: z.ZodNumber;
            ability: z.ZodObject<{
                kind: z.ZodEnum<{
                    drm: "drm";
                    avoid: "avoid";
                }>;
                n: z.ZodNumber;
                per: z.ZodEnum<{
                    game: "game";
                    always: "always";
                    year: "year";
                }>;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        cards: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            ops: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                black: "black";
            }>;
            year: z.ZodNumber;
            text: z.ZodString;
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
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        elections: z.ZodArray<z.ZodObject<{
            year: z.ZodNumber;
            candidates: z.ZodTuple<[z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>], null>;
        }, z.core.$strict>>;
        freedomEvents: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            cards: z.ZodArray<z.ZodString>;
            goal: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
            cities: z.ZodArray<z.ZodString>;
            states: z.ZodArray<z.ZodString>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        crt: z.ZodObject<{
            columns: z.ZodArray<z.ZodNumber>;
            firstRow: z.ZodNumber;
            losses: z.ZodArray<z.ZodArray<z.ZodNumber>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        counts: z.ZodObject<{
            units: z.ZodRecord<z.ZodEnum<{
                S: "S";
                K: "K";
                B: "B";
                N: "N";
                P: "P";
                W: "W";
            }>, z.ZodNumber>;
            stacking: z.ZodNumber;
            handSize: z.ZodNumber;
            actionsPerYear: z.ZodNumber;
            nonviolenceStart: z.ZodNumber;
            nonviolenceMax: z.ZodNumber;
            firstYear: z.ZodNumber;
            lastYear: z.ZodNumber;
            electionYears: z.ZodArray<z.ZodNumber>;
            eliminationAfter: z.ZodNumber;
            eliminationStates: z.ZodNumber;
            freedomBonus: z.ZodArray<z.ZodNumber>;
            bands: z.ZodObject<{
                decisive: z.ZodNumber;
                marginal: z.ZodNumber;
                marginalSegregationist: z.ZodNumber;
            }, z.core.$strict>;
            recruitment: z.ZodObject<{
                civilRights: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
                segregationist: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodNumber>>;
            }, z.core.$strict>;
            mediaLow: z.ZodNumber;
            mediaHigh: z.ZodNumber;
        }, z.core.$strict>;
        setup: z.ZodObject<{
            units: z.ZodArray<z.ZodObject<{
                city: z.ZodString;
                unit: z.ZodEnum<{
                    S: "S";
                    B: "B";
                    N: "N";
                    P: "P";
                    W: "W";
                }>;
                n: z.ZodNumber;
            }, z.core.$strict>>;
            klan: z.ZodArray<z.ZodObject<{
                state: z.ZodString;
                n: z.ZodNumber;
            }, z.core.$strict>>;
            president: z.ZodObject<{
                name: z.ZodString;
                popularity: z.ZodNumber;
                S: z.ZodNumber;
                A: z.ZodNumber;
                V: z.ZodNumber;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
    outcome: z.ZodNullable<z.ZodObject<{
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
        points: z.ZodNullable<z.ZodNumber>;
        reason: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
type Config = z.output<typeof configSchema>;
/** The config as a user writes it (every key optional; defaults are filled in by parsing). */
type ConfigInput = z.input<typeof configSchema>;
/** A seat: the civil rights side or the segregationist side. */
type Seat = z.infer<typeof sideSchema>;
type State = z.infer<typeof stateSchema>;
type Action = z.infer<typeof actionSchema>;
type View = z.infer<typeof viewSchema>;
type CityUnits = z.infer<typeof cityUnitsSchema>;

/**
 * Where a built position is entered: `plays`, the side's action in the year's plays (5.2); the tasks
 * above the plays are dropped but a pending deal (5.1), which is dealt first; the action counts are kept.
 */
type FreeAtLast1955Point = 'plays';
/** A position under construction; each method returns a new scenario (the old one is unchanged). */
interface FreeAtLast1955Scenario extends Scenario<State, FreeAtLast1955Point, Side, FreeAtLast1955Scenario> {
    /** Adds units to a city from the supply (negative counts put them back). */
    units(city: string, units: Partial<CityUnits>): FreeAtLast1955Scenario;
    /** Empties every city (units back to the supply, E and No Stronghold markers off) and every state's K units. */
    clearMap(): FreeAtLast1955Scenario;
    /** Sets a state's K units (from or back to the supply). */
    klan(state: string, n: number): FreeAtLast1955Scenario;
    /** Places integration markers in a city. */
    markers(city: string, goals: Goal[]): FreeAtLast1955Scenario;
    /** Places (true) or removes an E marker. */
    entrenched(city: string, on?: boolean): FreeAtLast1955Scenario;
    /** Moves a leader to a city (null: eliminated). */
    leader(name: string, city: string | null): FreeAtLast1955Scenario;
    /**
     * Gives a side exactly these cards in hand: its old hand goes back to the deck, the cards come from
     * the deck or the discard pile; a card in the other hand, in front of a side or removed is refused.
     */
    hand(side: Side, cards: string[]): FreeAtLast1955Scenario;
    /** Puts these cards in front of a side (6.5, kept confrontation cards), from the deck or the discard pile (else refused). */
    inFront(side: Side, cards: string[]): FreeAtLast1955Scenario;
    /**
     * The deck holds exactly these cards (from the deck or the discard pile, else refused); the rest of
     * the deck goes to the discard pile. A pending draw goes on at once (an empty deck is refilled from
     * the discard pile, 5.1).
     */
    deck(cards: string[]): FreeAtLast1955Scenario;
    /** Sets the Freedom and Non-violence tracks. */
    tracks(freedom: number, nonviolence: number): FreeAtLast1955Scenario;
    /** Sets the year (within the game's years). */
    year(year: number): FreeAtLast1955Scenario;
    /** Sets the actions a side has left this year (5.2); nothing pending (a deal, a decision) is dropped. */
    actionsLeft(side: Side, n: number): FreeAtLast1955Scenario;
}
/**
 * Builds scenarios from a state (e.g. `freeAtLast1955.setup(config, seed)`, which waits for the civil
 * rights player's first action of 1955).
 */
declare function freeAtLast1955Scenario(state: State): FreeAtLast1955Scenario;
/** The names of the cities of a state in the state's component set. */
declare function citiesOfState(s: State, state: string): string[];

/**
 * Free At Last (1955–65)'s heuristic bot. The civil rights side plays by the CRT odds
 * (civil-rights.ts); for the rest, and for the segregationist: plays its own side's events (6.4;
 * a Freedom Event's card above all, 10.2: none won scores −10), activates leaders to attack where
 * its side is stronger (6.2, 7.1), uses leaders' abilities and confrontation cards,
 * entrenches W units (6.3.2), takes the cheapest losses, backs the candidate whose ratings help it
 * (8.1, 8.2) with its lowest card, and holds rather than discards (6.6). `seed` breaks ties.
 */
declare function freeAtLast1955Heuristic(seed?: number): SyncBot<Action, View>;

/** Free At Last (1955–65)'s evaluation for `seat` (`civilRights` or `segregationist`), in [0, 1]. */
declare function freeAtLast1955Evaluate(s: State, seat: string): number;

/** A Free At Last (1955–65) view as a text board. */
declare function freeAtLast1955TextBoard(v: View): string[];

export { type Action as A, electionSchema as B, type Counts as C, freeAtLast1955Scenario as D, type Effect as E, type FreedomEvent as F, type Goal as G, freedomEventSchema as H, goalSchema as I, leaderSchema as J, rewardSchema as K, type Leader as L, MAX_COUNT as M, setupSchema as N, sideSchema as O, sourceSchema as P, stateSchema as Q, unitSchema as R, type State as S, viewSchema as T, type Unit as U, type View as V, type ComponentSet as a, type Card as b, type City as c, type Candidate as d, type Config as e, type ConfigInput as f, type Seat as g, freeAtLast1955Heuristic as h, freeAtLast1955Evaluate as i, type FreeAtLast1955Scenario as j, freeAtLast1955TextBoard as k, type CityUnits as l, type FreeAtLast1955Point as m, type Side as n, abilitySchema as o, actionSchema as p, candidateSchema as q, cardSchema as r, chanceQuestionSchema as s, citiesOfState as t, citySchema as u, componentSetSchema as v, configSchema as w, countsSchema as x, crtSchema as y, effectSchema as z };
