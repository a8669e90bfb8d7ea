import { G as Game, S as ScenarioBuilder } from '../bots-BjVqFGuZ.cjs';
import * as z from 'zod';
import { F as FreeAtLastState, C as Cubes, a as ComponentSet, b as FreeAtLastAction, c as FreeAtLastConfig, d as FreeAtLastView, e as FreeAtLastConfigInput, O as Organization, f as freeAtLastHeuristic, g as freeAtLastEvaluate, h as FreeAtLastScenario, i as freeAtLastTextBoard, j as freeAtLastHand } from '../text-board-C_TEx92t.cjs';
export { k as ChallengeInPlay, l as ComponentSetInput, m as FlowAction, n as OrgState, P as Project, S as ScenarioPoint, o as ScenarioProject, p as actionSchema, q as challengeInPlaySchema, r as chanceQuestionSchema, s as componentSetSchema, t as configSchema, u as cubesSchema, v as failureMarkers, w as flowActionSchemas, x as freeAtLastScenario, y as freeAtLastScenarios, z as freeAtLastStateSchema, A as orgStateSchema, B as organizationSchema, D as projectSchema, E as turnOrder, G as viewSchema } from '../text-board-C_TEx92t.cjs';

/** Every end-reason code Free at Last gives: the basic game's (1.1, 1.6, 21.1) and the variants' (23.1–23.3). */
declare const freeAtLastEndCodes: readonly ["seggie", "final-scoring", "final-scoring-tie", "team-scoring", "team-tie", "coop-victory", "coop-defeat", "solitaire-survival"];
/** A Free at Last end-reason code. */
type FreeAtLastEndCode = (typeof freeAtLastEndCodes)[number];

/** Every event of Free at Last. */
declare const eventSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"projectDealt">;
    card: z.ZodNumber;
    state: z.ZodString;
    discarded: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"cardDrawn">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"hire">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    discard: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"staffHired">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"redrawDiscard">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectSelected">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodNumber;
    title: z.ZodString;
    state: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mobilized">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    cards: z.ZodNumber;
    red: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"leaderAssigned">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freedomRider">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"segReinforcement">;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    target: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"turnEnd">;
    turn: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"pass">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"preempt">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"play">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"extraCard">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"actionLost">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    mode: z.ZodEnum<{
        advance: "advance";
        protest: "protest";
        bamn: "bamn";
        exam: "exam";
        picket: "picket";
        injunction: "injunction";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discard">;
    org: z.ZodOptional<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    card: z.ZodString;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discardDown">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"event">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    name: z.ZodString;
    target: z.ZodNullable<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    law: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"fundraiser">;
    from: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    stars: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"fundraiserRefused">;
    from: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"burnBabyBurn">;
    orgs: z.ZodArray<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"burnDiscard">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"nonViolenceLowered">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    level: z.ZodEnum<{
        "inter-racialism": "inter-racialism";
        "black-leadership": "black-leadership";
        "black-power": "black-power";
        "black-separatism": "black-separatism";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"star">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    count: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"stars">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    count: z.ZodNumber;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"starSpent">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    for: z.ZodOptional<z.ZodEnum<{
        draw: "draw";
        "cancel a Challenge": "cancel a Challenge";
    }>>;
    count: z.ZodOptional<z.ZodNumber>;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"failure">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    count: z.ZodNumber;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"vp">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    category: z.ZodEnum<{
        litigation: "litigation";
        segCubes: "segCubes";
        redCubes: "redCubes";
    }>;
    vp: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freedomMarkerVps">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    vp: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"demoralization">;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    orgs: z.ZodArray<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"cubes">;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    count: z.ZodNumber;
    from: z.ZodString;
    to: z.ZodString;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"xMove">;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    direction: z.ZodEnum<{
        up: "up";
        down: "down";
    }>;
    value: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"xMoved">;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    direction: z.ZodEnum<{
        up: "up";
        down: "down";
    }>;
    value: z.ZodOptional<z.ZodNumber>;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectAction">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    mode: z.ZodEnum<{
        advance: "advance";
        protest: "protest";
        bamn: "bamn";
        exam: "exam";
        picket: "picket";
        injunction: "injunction";
    }>;
    cards: z.ZodArray<z.ZodString>;
    stage: z.ZodOptional<z.ZodEnum<{
        done: "done";
        protest: "protest";
        exam: "exam";
        "school-year": "school-year";
        classes: "classes";
        courthouse: "courthouse";
        "bamn-white": "bamn-white";
        "bamn-blue": "bamn-blue";
    }>>;
    attorney: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    coCounsel: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"strikeFirst">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"strikeFirstBackfired">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"localFigure">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    name: z.ZodString;
    side: z.ZodEnum<{
        "civil-rights": "civil-rights";
        seg: "seg";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"staffCommitted">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    staff: z.ZodString;
    to: z.ZodEnum<{
        leader: "leader";
        registrar: "registrar";
        doj: "doj";
        "red-cubes": "red-cubes";
        "white-cubes": "white-cubes";
        "blue-cubes": "blue-cubes";
        ldf: "ldf";
        "seg-attorney": "seg-attorney";
        fate: "fate";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"staffReroll">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    purpose: z.ZodEnum<{
        leader: "leader";
        registrar: "registrar";
        doj: "doj";
        "red-cubes": "red-cubes";
        "white-cubes": "white-cubes";
        "blue-cubes": "blue-cubes";
        ldf: "ldf";
        "seg-attorney": "seg-attorney";
        fate: "fate";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"roll">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
    value: z.ZodNumber;
    purpose: z.ZodEnum<{
        leader: "leader";
        registrar: "registrar";
        doj: "doj";
        "red-cubes": "red-cubes";
        "white-cubes": "white-cubes";
        "blue-cubes": "blue-cubes";
        ldf: "ldf";
        "seg-attorney": "seg-attorney";
        fate: "fate";
    }>;
    subsequent: z.ZodBoolean;
    leaders: z.ZodArray<z.ZodString>;
    reading: z.ZodEnum<{
        x: "x";
        exempt: "exempt";
        plain: "plain";
        "minus-one": "minus-one";
    }>;
    modifier: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"xReroll">;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"dieResult">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    purpose: z.ZodEnum<{
        leader: "leader";
        registrar: "registrar";
        doj: "doj";
        "red-cubes": "red-cubes";
        "white-cubes": "white-cubes";
        "blue-cubes": "blue-cubes";
        ldf: "ldf";
        "seg-attorney": "seg-attorney";
        fate: "fate";
    }>;
    face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
    value: z.ZodNumber;
    struckOut: z.ZodBoolean;
    klan: z.ZodBoolean;
    x: z.ZodBoolean;
    subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"hits">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    side: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
        leader: "leader";
        registrar: "registrar";
        doj: "doj";
        ldf: "ldf";
        "seg-attorney": "seg-attorney";
    }>;
    hits: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"overkill">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"overkillRemoved">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"klan">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    killed: z.ZodArray<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freedomRidersLost">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    riders: z.ZodArray<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"advanced">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"stageComplete">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    stage: z.ZodEnum<{
        done: "done";
        protest: "protest";
        exam: "exam";
        "school-year": "school-year";
        classes: "classes";
        courthouse: "courthouse";
        "bamn-white": "bamn-white";
        "bamn-blue": "bamn-blue";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"registrar">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    localFigure: z.ZodNullable<z.ZodString>;
    activated: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"dojAttorney">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectSuccess">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodNumber;
    freedomMarker: z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectFailure">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectWithdrawn">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"eventLeader">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"eventLeaderEliminated">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"eventLeaderFate">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    fate: z.ZodEnum<{
        "killed by his own followers": "killed by his own followers";
        "killed by the police": "killed by the police";
        "escaped to Cuba": "escaped to Cuba";
        "went into hiding": "went into hiding";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"litigation">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    result: z.ZodEnum<{
        "reversed on appeal": "reversed on appeal";
        won: "won";
        tie: "tie";
        lost: "lost";
    }>;
    appeal: z.ZodOptional<z.ZodBoolean>;
    court: z.ZodOptional<z.ZodLiteral<"supreme">>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"response">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    hits: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"appealDiscard">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"appealFiled">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"appealRefund">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"supremeCourt">;
    orgs: z.ZodArray<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"federalLegislation">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"lawHeldUp">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"lawPassed">;
    card: z.ZodString;
    area: z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
        federal: "federal";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"lawImplemented">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeDealt">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    name: z.ZodString;
    category: z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
        M: "M";
        ANY: "ANY";
        ALL: "ALL";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeImplemented">;
    card: z.ZodString;
    org: z.ZodNullable<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    name: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeWhiteCube">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeGiven">;
    from: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    project: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeFailed">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
    name: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeCancelled">;
    card: z.ZodString;
    name: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengesCancelled">;
    cards: z.ZodArray<z.ZodString>;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeShareOffered">;
    from: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeShareRefused">;
    from: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"cubesWithdrawn">;
    org: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    count: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"soloDraw">;
    card: z.ZodString;
    name: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"soloImplemented">;
    card: z.ZodString;
    name: z.ZodString;
}, z.core.$strict>], "type">;
/** An event of Free at Last. */
type Event = z.infer<typeof eventSchema>;

/** Total red, white and blue cubes over every zone, supply included: constant for the whole game. */
declare function cubeCensus(s: FreeAtLastState): Cubes;

/**
 * The semantic checks of a stored Free at Last state (`restore`): what the schema cannot see.
 * Cubes are conserved (5.0), every Strategy card, Leader and Challenge card is in exactly one place,
 * Projects and tracks refer to the component set, and each VP total is its breakdown's sum (21).
 */
declare function checkFreeAtLastState(s: FreeAtLastState): string[];

/** The event types `describeEvent` puts in words (every type the game emits). */
declare const describedEventTypes: readonly string[];

/**
 * Validates a user-supplied component set (`config.components`) and fills defaults.
 * @throws ZodError when the set does not match `componentSetSchema`.
 */
declare function parseComponents(input: unknown): ComponentSet;
/** The reference component set of Free at Last, reconstructed where the rulebook is silent (docs/free-at-last/components.md). */
declare const referenceComponents: ComponentSet;

/** The reference set's Strategy cards, by id. */
declare const referenceStrategyIds: readonly ["civil-rights-commission-hearings", "new-project-leader", "pilgrimage-of-prayer", "robert-moses", "robert-kennedy", "jail-no-bail", "dorothy-height", "voter-education-project", "white-house-summit", "operation-doorbell", "freedom-highways", "i-am-a-man", "william-mcculloch", "i-have-been-to-the-mountaintop", "the-freedom-singers", "a-philip-randolph", "the-johnson-treatment", "dirksen-johnson-alliance", "emanuel-celler", "rayburn-packs-the-rules-committee", "big-labor", "clarence-mitchell-jr", "adam-clayton-powell", "wilma-rudolph", "special-message-on-civil-rights", "direct-mail", "ruby-dee-and-ossie-davis", "new-yorkers", "bayard-rustin", "harry-belafonte", "mahalia-jackson", "dick-gregory", "sammy-davis-jr", "jackie-robinson", "lena-horne", "burn-baby-burn", "malcolm-x", "robert-f-williams", "the-deacons-for-defense", "a-bomb-for-a-bomb", "staff-hired-1", "staff-hired-2", "wyatt-tee-walker", "gloster-current", "rising-to-the-occasion", "hit-and-run", "amicus-brief", "the-fifth-circuit-four", "legacy-of-charles-houston", "march-on-washington", "letter-from-birmingham-jail", "bloody-sunday-on-television", "we-shall-overcome-address", "report-to-the-american-people", "nonviolent-discipline", "citizens-council-backlash", "sovereignty-commission", "bail-fund", "federal-marshals", "national-guard-federalized", "justice-department-observers", "freedom-songs-1", "freedom-songs-2", "freedom-songs-3", "freedom-songs-4", "freedom-songs-5", "freedom-songs-6", "mass-meeting-1", "mass-meeting-2", "mass-meeting-3", "mass-meeting-4", "mass-meeting-5", "mass-meeting-6", "mass-meeting-7", "night-riders-1", "night-riders-2", "night-riders-3", "economic-reprisals-1", "economic-reprisals-2", "picket-line-1", "picket-line-2", "picket-line-3", "economic-boycott-1", "economic-boycott-2", "economic-boycott-3", "economic-boycott-4", "church-rally-1", "church-rally-2", "church-rally-3", "citizenship-school-1", "citizenship-school-2", "citizenship-school-3", "police-brutality-1", "police-brutality-2", "press-coverage-1", "press-coverage-2", "press-coverage-3", "student-volunteers-1", "student-volunteers-2", "student-volunteers-3", "student-volunteers-4", "student-volunteers-5", "federal-court-order-1", "federal-court-order-2", "federal-court-order-3", "northern-support-1", "northern-support-2", "northern-support-3", "summer-volunteers-1", "summer-volunteers-2"];
/** The reference set's Legislation cards, by id. */
declare const referenceLawIds: readonly ["cra-1957-part-iv", "cra-1957-civil-rights-division", "cra-1957-commission", "cra-1960-voting-referees", "cra-1960-voting-records", "cra-1960-pattern-or-practice", "cra-1960-obstruction", "cra-1960-bombings", "cra-1960-military-children", "icc-bus-terminals", "icc-signs", "airport-terminals", "amendment-24", "commission-extension-1961", "commission-extension-1963", "senate-rule-22", "rules-committee-enlarged", "twenty-one-day-rule", "discharge-petition", "calendar-wednesday", "cra-1964-title-i", "cra-1964-title-ii", "cra-1964-title-iii", "cra-1964-title-iv", "cra-1964-title-vi", "cra-1964-title-vii", "vra-1965-section-4", "vra-1965-section-5", "vra-1965-section-6"];
/** The reference Challenge deck's cards, by id. */
declare const referenceChallengeIds: readonly ["pupil-placement-board", "white-mothers-picket", "school-closing-law", "parents-lose-jobs", "tuition-grants", "bullies-in-the-halls", "stand-in-the-schoolhouse-door", "interposition", "citizens-council-boycott", "trespass-arrests", "ketchup-and-mustard", "store-closes-counter", "high-bail", "hooligans-return", "expelled-students", "state-police-arrive", "poll-tax", "night-riders", "registrar-closes-the-office", "evictions", "sovereignty-commission", "literacy-test", "klan-rally", "county-sheriff", "parade-permit-denied", "state-troopers", "posse", "fire-hoses", "counter-demonstrators", "tear-gas", "red-baiting", "injunction-against-protest", "informant", "bombing", "fbi-surveillance", "movement-infighting", "massive-resistance", "southern-manifesto", "white-backlash", "police-brutality", "movement-fatigue", "filibuster"];
/** The reference set's leaders (Protest Leaders and Staffers), by id. */
declare const referenceLeaderIds: readonly ["john-lewis", "diane-nash", "sam-block", "charles-sherrod", "bernard-lafayette", "lawrence-guyot", "bill-hansen", "stokely-carmichael", "james-forman", "julian-bond", "ruby-doris-smith-robinson", "ivanhoe-donaldson", "courtland-cox", "marion-barry", "james-farmer", "hank-thomas", "genevieve-hughes", "tom-gaither", "dave-dennis", "ronnie-moore", "patricia-stephens-due", "mary-hamilton", "marvin-rich", "gordon-carey", "james-mccain", "norman-hill", "val-coleman", "alan-gartner", "martin-luther-king-jr", "ralph-abernathy", "c-t-vivian", "james-bevel", "andrew-young", "hosea-williams", "joseph-lowery", "wyatt-tee-walker", "dorothy-cotton", "ella-baker", "jack-odell", "bernard-lee", "randolph-blackwell", "medgar-evers", "vernon-jordan", "robert-saunders", "i-dequincey-newman", "aaron-henry", "daisy-bates", "kelly-alexander", "rutledge-pearson", "roy-wilkins", "ruby-hurley", "henry-lee-moon", "john-morsell", "herbert-hill", "june-shagaloff"];
/** The reference map's states, by id. */
declare const referenceStateIds: readonly ["AR", "TN", "VA", "NC", "SC", "GA", "FL", "AL", "MS", "LA"];

/** A Strategy card of the reference set, by id (the ids actions carry). */
type FreeAtLastStrategyId = (typeof referenceStrategyIds)[number];
/** A Legislation card of the reference set, by id. */
type FreeAtLastLawId = (typeof referenceLawIds)[number];
/** A Challenge card of the reference deck, by id. */
type FreeAtLastChallengeId = (typeof referenceChallengeIds)[number];
/** A Protest Leader or Staffer of the reference set, by id. */
type FreeAtLastLeaderId = (typeof referenceLeaderIds)[number];
/** A state of the reference map, by id. */
type FreeAtLastStateId = (typeof referenceStateIds)[number];
/** The ids an action's fields take: by default the reference set's. */
interface FreeAtLastNames {
    readonly strategy: string;
    readonly law: string;
    readonly challenge: string;
    readonly leader: string;
    readonly state: string;
}
/** The reference set's ids. */
interface FreeAtLastReferenceNames extends FreeAtLastNames {
    readonly strategy: FreeAtLastStrategyId;
    readonly law: FreeAtLastLawId;
    readonly challenge: FreeAtLastChallengeId;
    readonly leader: FreeAtLastLeaderId;
    readonly state: FreeAtLastStateId;
}
/** The `card` of these actions and events is a Legislation card (2.8, 9.9, 9.11) or a Challenge card (2.7, 23.4). */
type LawCardType = 'drawLegislation' | 'chooseLaw' | 'federalLegislation' | 'lawHeldUp' | 'lawPassed' | 'lawImplemented';
type ChallengeCardType = 'drawChallenge' | 'challengeCancel' | 'challengeShare' | 'challengeDealt' | 'challengeImplemented' | 'challengeWhiteCube' | 'challengeGiven' | 'challengeFailed' | 'challengeCancelled' | 'challengesCancelled' | 'challengeShareOffered';
/** A card from the hand: a Strategy card, or `'home'` for the Home Card (9.3.3). */
type HandCard<N extends FreeAtLastNames> = N['strategy'] | 'home';
/** The id type of one id a field of an action or event of type `K` carries (alone or in a list), or never. */
type IdOf<K, F, N extends FreeAtLastNames> = F extends 'card' | 'cards' ? K extends LawCardType ? N['law'] : K extends ChallengeCardType ? N['challenge'] : HandCard<N> : F extends 'discard' ? HandCard<N> : F extends 'law' ? N['law'] : F extends 'leader' | 'staff' | 'leaders' | 'riders' | 'killed' ? N['leader'] : F extends 'state' ? N['state'] : never;
/** A field's id type where it holds ids (a string, or a list of them; null kept); other fields as they are. */
type Field<K, F, N extends FreeAtLastNames, T> = [IdOf<K, F, N>] extends [never] ? T : T extends string ? IdOf<K, F, N> : T extends readonly string[] ? IdOf<K, F, N>[] : T;
/** Each member of a union discriminated on `type`, its id fields typed by `N`. */
type Named<U, N extends FreeAtLastNames> = U extends {
    type: infer K;
} ? {
    [F in keyof U]: Field<K, F, N, U[F]>;
} : never;
/**
 * Free at Last's actions with their cards, laws, Challenge cards, leaders, Staffers and states typed
 * by id. The default is the reference set's ids, so that a misspelt card or leader does not compile and
 * an editor completes them; with a component set of your own, `FreeAtLastNamedAction<FreeAtLastNames>`
 * (plain strings, the same as `FreeAtLastAction`). A generic rather than a `'x' | (string & {})`
 * widening, which would complete ids but accept typos.
 */
type FreeAtLastNamedAction<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Named<FreeAtLastAction, N>;
/**
 * Free at Last's events with their cards, laws, Challenge cards, leaders and states typed by id: by
 * default the reference set's (as {@link FreeAtLastNamedAction}), so that a misspelt id does not
 * compile; `FreeAtLastNamedEvent<FreeAtLastNames>` (plain strings) for a set of one's own.
 */
type FreeAtLastNamedEvent<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Named<Event, N>;

/**
 * The Free at Last game (id `free-at-last`), with its integer actions and observations; its seats
 * are the organizations.
 *
 * @example
 * ```ts
 * import { freeAtLast } from 'protest-rules/free-at-last';
 *
 * const s0 = freeAtLast.setup({ players: 3 }, 42); // SNCC, CORE, SCLC
 * const { state, events } = freeAtLast.step(s0, freeAtLast.legalActions(s0)[0]!);
 * for (const e of events) console.log(freeAtLast.describeEvent(e));
 * console.log(freeAtLast.prompt(state));
 * ```
 */
declare const freeAtLast: Game<FreeAtLastState, FreeAtLastAction, FreeAtLastConfig, FreeAtLastView, FreeAtLastConfigInput, Organization, FreeAtLastEndCode, Event>;

/** Free at Last as one module: the game, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
declare const freeAtLastModule: {
    readonly game: Game<{
        rng: number[];
        chance: "auto" | "manual";
        components: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    registrar: boolean;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                scalesOfJustice: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                starred: boolean;
                fundraiser: boolean;
                response: boolean;
                mandatory: boolean;
                bamn: boolean;
                phase: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn";
                turns: number[];
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                lasting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                immuneToMinusOne: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | null;
        seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        turn: number;
        phase: "legislation" | "end-of-turn" | "hire-staff" | "challenges" | "deal-projects" | "deal-strategy" | "select-projects" | "action-rounds" | "game-over";
        actionRound: number;
        orgs: Record<string, {
            hand: string[];
            homeCardInHand: boolean;
            stars: number;
            failures: number;
            vp: number;
            vpBreakdown: {
                segCubes: number;
                redCubes: number;
                freedomMarkers: number;
                litigation: number;
                events: number;
                stars: number;
                failures: number;
            };
            freedomMarkers: {
                S: number;
                A: number;
                V: number;
            };
            staffPool: string[];
            staff: {
                id: string;
                tired: boolean;
            }[];
            protestLeaders: string[];
            removedLeaders: string[];
            nonViolence: "inter-racialism" | "black-leadership" | "black-power" | "black-separatism" | null;
            eliminated: {
                red: number;
                white: number;
                blue: number;
            };
            criminalHold: number;
            appealFiled: boolean;
            hiredThisTurn: number;
            gaveFundraiser: boolean;
            receivedFundraiser: boolean;
            passed: boolean;
            appealCards?: {
                id: string;
                color: "blue" | "red" | "white";
            }[] | undefined;
        }>;
        offered: Record<string, number>;
        projects: Record<string, {
            card: number;
            owner: "SNCC" | "CORE" | "SCLC" | "NAACP";
            cubes: {
                red: number;
                white: number;
                blue: number;
            };
            stage: "done" | "protest" | "exam" | "school-year" | "classes" | "courthouse" | "bamn-white" | "bamn-blue";
            leaders: string[];
            freedomRiders: string[];
            overkill: number;
            litigationUsed: boolean;
            protests: number;
            blueHitFirstProtest: boolean;
            leaderLost: boolean;
            lostLocalFigures: string[];
            xRerollsUsed: ("blue" | "red" | "white")[];
            eventLeader: string | null;
            outcome: "success" | "active" | "failure" | "withdrawn";
        }>;
        supply: {
            red: number;
            white: number;
            blue: number;
        };
        xTrack: {
            red: number;
            white: number;
            blue: number;
        };
        failureTrackStart: number;
        decks: {
            strategy: string[];
            strategyDiscard: string[];
            strategyRemoved: string[];
            lastingEvents: string[];
            display: string[];
            projects: number[];
            projectDiscard: number[];
            legislation: string[];
            civilRightsAct: string[];
            votingRightsAct: string[];
            laws: {
                S: string[];
                A: string[];
                V: string[];
            };
            legislationDiscard: string[];
            legislationRemoved: string[];
        };
        tasks: ({
            kind: "flow";
            cursor: number;
            round: {
                org: "SNCC" | "CORE" | "SCLC" | "NAACP";
                preemptive: boolean;
                use: "event" | "discard" | "project";
                cards: {
                    id: string;
                    rank: number;
                    color: "blue" | "red" | "white";
                }[];
                mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | null;
                extra: {
                    min: number;
                    max: number;
                    rank: 4 | "first";
                } | null;
                reinforce: ("blue" | "red" | "white")[];
                event: {
                    card: string;
                    target: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
                    law: string | null;
                } | null;
                stage: "close" | "act" | "reinforce" | "build" | "pre-dice";
            } | null;
            burn: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            leadersReturning: string[];
            preemptor: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
            deadlock: boolean;
        } | {
            kind: "hire";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "redraw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            left: number;
            discarded: number;
        } | {
            kind: "select";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "mobilize";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            cards: {
                id: string;
                rank: number;
                color: "blue" | "red" | "white";
            }[];
        } | {
            kind: "leader";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            purpose: "replace" | "assign" | "second" | "additional";
        } | {
            kind: "riders";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "chooseLaw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            act: "civil-rights-act-1964" | "voting-rights-act-1965";
            left: number;
        } | {
            kind: "fundraiser";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            from: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
        } | {
            kind: "preempt";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "action";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "mode";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "extra";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "reinforce";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            color: "blue" | "red" | "white";
        } | {
            kind: "burn";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "appeal";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "discardDown";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            appealCards: number;
        } | {
            kind: "dealProjects";
        } | {
            kind: "hireSeats";
            cursor: number;
        } | {
            kind: "selectSeats";
            cursor: number;
        } | {
            kind: "selectAfterRedraw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "challengeDecisions";
        } | {
            kind: "challengeBoard";
        } | {
            kind: "lawEvents";
        } | {
            kind: "roundPreempt";
        } | {
            kind: "roundWindow";
        } | {
            kind: "roundBegin";
        } | {
            kind: "roundPlay";
        } | {
            kind: "heldMandatory";
        } | {
            kind: "discardSeats";
            cursor: number;
        } | {
            kind: "supremeCourt";
        } | {
            kind: "challengesEnd";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionPreRoll";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionRoll";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionReroll";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionLeaderHits";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionResponse";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionAppeal";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionDoj";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionWithdraw";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionConsolidate";
        } | {
            kind: "drawStrategy";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "drawProject";
        } | {
            kind: "drawStaff";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "drawLegislation";
            to: "discard" | "law";
        } | {
            kind: "drawChallenge";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "drawSolo";
        } | {
            kind: "window";
            seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "events";
            seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "challenge";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
            asked: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "share";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            from: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
            dealt: boolean;
            asked: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "solo";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
            held: boolean;
        } | {
            kind: "beforeDeal";
        } | {
            kind: "beforeAction";
        } | {
            kind: "turnCleanup";
        })[];
        ext?: {
            variant: "coop" | "standard" | "solitaire" | "team";
            historical: boolean;
            advanced: boolean;
            difficulty: "roberto-clemente" | "ernie-banks" | "willie-mays" | "henry-aaron" | "jackie-robinson" | null;
            teams: [["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"], ["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"]] | null;
            projectReserve: number[];
            challenges: {
                deck: string[];
                discard: string[];
                dealt: Record<string, string[]>;
                byBoard: string[];
                inPlay: {
                    card: string;
                    org: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
                    added: {
                        white: number;
                        blue: number;
                    };
                }[];
                custom: {
                    id: string;
                    name: string;
                    category: "S" | "A" | "V" | "M" | "ANY" | "ALL";
                    dot: "blue" | "red" | "white" | "silver" | "black" | null;
                    trigger: {
                        on: "now";
                    } | {
                        on: "project-action";
                        stages: ("protest" | "exam" | "school-year" | "classes" | "courthouse")[];
                    } | {
                        on: "project-failure";
                    };
                    effects: ({
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[] | null;
            } | null;
            solo: {
                drawnRound: number;
                held: string[];
                offered: string[];
            } | null;
        } | undefined;
    }, {
        type: "projectRoll";
        die: "blue" | "red" | "white";
        face: number | "X" | "K";
    } | {
        type: "projectCommitStaff";
        staff: string;
    } | {
        type: "projectStrikeFirst";
    } | {
        type: "projectInsure";
    } | {
        type: "projectRemoveOverkill";
    } | {
        type: "projectProceed";
    } | {
        type: "projectKeep";
        face: number | "X" | "K";
    } | {
        type: "projectReroll";
    } | {
        type: "projectRerollDie";
        purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
    } | {
        type: "projectLeaderHit";
        use: "overkill" | "save" | "collect";
    } | {
        type: "projectPlayResponse";
        card: string;
    } | {
        type: "projectAppeal";
        card: string;
    } | {
        type: "projectDoj";
    } | {
        type: "projectWithdraw";
    } | {
        type: "projectConsolidate";
        with: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "projectPass";
    } | {
        type: "drawChallenge";
        card: string;
    } | {
        type: "drawSolo";
        card: string;
    } | {
        type: "challengeImplement";
    } | {
        type: "challengeWhiteCube";
    } | {
        type: "challengeGive";
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "challengeCancel";
        card: string;
        pay: "two-stars" | "sclc-one-star";
    } | {
        type: "challengeShare";
        card: string;
        with: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "challengeShareAccept";
    } | {
        type: "challengeShareRefuse";
    } | {
        type: "soloImplement";
        law: string | null;
    } | {
        type: "soloDecline";
    } | {
        type: "drawStrategy";
        card: string;
    } | {
        type: "drawProject";
        card: number;
    } | {
        type: "drawStaff";
        leader: string;
    } | {
        type: "drawLegislation";
        card: string;
    } | {
        type: "hire";
        discard: string | null;
    } | {
        type: "skipHire";
    } | {
        type: "redrawDiscard";
        card: string;
    } | {
        type: "redrawDone";
    } | {
        type: "selectProject";
        state: string;
    } | {
        card: string;
        rank: number;
        color: "blue" | "red" | "white";
        type: "mobilize";
    } | {
        type: "mobilizeDone";
    } | {
        type: "assignLeader";
        leader: string;
    } | {
        type: "noLeader";
    } | {
        type: "chooseLaw";
        card: string;
    } | {
        type: "event";
        card: string;
        target: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
        law: string | null;
    } | {
        type: "eventsDone";
    } | {
        card: string;
        rank: number;
        color: "blue" | "red" | "white";
        type: "play";
    } | {
        type: "mode";
        mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction";
    } | {
        card: string;
        rank: number;
        color: "blue" | "red" | "white";
        type: "extra";
    } | {
        type: "extraDone";
    } | {
        type: "reinforce";
        target: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "pass";
    } | {
        type: "discard";
        card: string;
    } | {
        type: "concede";
    } | {
        type: "preempt";
    } | {
        type: "declinePreempt";
    } | {
        type: "spendStarDraw";
    } | {
        type: "giveFundraiser";
        card: string;
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "windowPass";
    } | {
        type: "acceptFundraiser";
    } | {
        type: "refuseFundraiser";
    } | {
        type: "burnDiscard";
        card: string;
    } | {
        type: "burnLower";
    } | {
        type: "discardDown";
        card: string;
    } | {
        type: "appealDiscard";
        card: string;
    } | {
        type: "discardDone";
    }, {
        players: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        advanced: boolean;
        variant: "coop" | "standard" | "solitaire" | "team" | "historical" | "cooperative";
        historical: boolean;
        difficulty: "roberto-clemente" | "ernie-banks" | "willie-mays" | "henry-aaron" | "jackie-robinson" | null;
        chance: "auto" | "manual";
        teams?: [["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"], ["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"]] | undefined;
        challengeDeck?: {
            id: string;
            name: string;
            category: "S" | "A" | "V" | "M" | "ANY" | "ALL";
            dot: "blue" | "red" | "white" | "silver" | "black" | null;
            trigger: {
                on: "now";
            } | {
                on: "project-action";
                stages: ("protest" | "exam" | "school-year" | "classes" | "courthouse")[];
            } | {
                on: "project-failure";
            };
            effects: ({
                kind: "move-x";
                die: "blue" | "red" | "white";
                direction: "up" | "down";
            } | {
                kind: "add-seg";
                color: "blue" | "white";
                count: number;
            } | {
                kind: "remove-red";
                count: number;
            } | {
                kind: "gain-failure";
                count: number;
            })[];
            text: string;
            source: {
                rule: string;
            } | {
                reconstructed: string;
            };
        }[] | undefined;
        components?: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    registrar: boolean;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                scalesOfJustice: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                starred: boolean;
                fundraiser: boolean;
                response: boolean;
                mandatory: boolean;
                bamn: boolean;
                phase: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn";
                turns: number[];
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                lasting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                immuneToMinusOne: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | undefined;
    }, {
        seat: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
        seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        turn: number;
        phase: "legislation" | "end-of-turn" | "hire-staff" | "challenges" | "deal-projects" | "deal-strategy" | "select-projects" | "action-rounds" | "game-over";
        actionRound: number;
        toMove: string | null;
        prompt: string;
        legal: ({
            type: "projectRoll";
            die: "blue" | "red" | "white";
            face: number | "X" | "K";
        } | {
            type: "projectCommitStaff";
            staff: string;
        } | {
            type: "projectStrikeFirst";
        } | {
            type: "projectInsure";
        } | {
            type: "projectRemoveOverkill";
        } | {
            type: "projectProceed";
        } | {
            type: "projectKeep";
            face: number | "X" | "K";
        } | {
            type: "projectReroll";
        } | {
            type: "projectRerollDie";
            purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
        } | {
            type: "projectLeaderHit";
            use: "overkill" | "save" | "collect";
        } | {
            type: "projectPlayResponse";
            card: string;
        } | {
            type: "projectAppeal";
            card: string;
        } | {
            type: "projectDoj";
        } | {
            type: "projectWithdraw";
        } | {
            type: "projectConsolidate";
            with: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            type: "projectPass";
        } | {
            type: "drawChallenge";
            card: string;
        } | {
            type: "drawSolo";
            card: string;
        } | {
            type: "challengeImplement";
        } | {
            type: "challengeWhiteCube";
        } | {
            type: "challengeGive";
            to: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            type: "challengeCancel";
            card: string;
            pay: "two-stars" | "sclc-one-star";
        } | {
            type: "challengeShare";
            card: string;
            with: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            type: "challengeShareAccept";
        } | {
            type: "challengeShareRefuse";
        } | {
            type: "soloImplement";
            law: string | null;
        } | {
            type: "soloDecline";
        } | {
            type: "drawStrategy";
            card: string;
        } | {
            type: "drawProject";
            card: number;
        } | {
            type: "drawStaff";
            leader: string;
        } | {
            type: "drawLegislation";
            card: string;
        } | {
            type: "hire";
            discard: string | null;
        } | {
            type: "skipHire";
        } | {
            type: "redrawDiscard";
            card: string;
        } | {
            type: "redrawDone";
        } | {
            type: "selectProject";
            state: string;
        } | {
            card: string;
            rank: number;
            color: "blue" | "red" | "white";
            type: "mobilize";
        } | {
            type: "mobilizeDone";
        } | {
            type: "assignLeader";
            leader: string;
        } | {
            type: "noLeader";
        } | {
            type: "chooseLaw";
            card: string;
        } | {
            type: "event";
            card: string;
            target: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
            law: string | null;
        } | {
            type: "eventsDone";
        } | {
            card: string;
            rank: number;
            color: "blue" | "red" | "white";
            type: "play";
        } | {
            type: "mode";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction";
        } | {
            card: string;
            rank: number;
            color: "blue" | "red" | "white";
            type: "extra";
        } | {
            type: "extraDone";
        } | {
            type: "reinforce";
            target: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            type: "pass";
        } | {
            type: "discard";
            card: string;
        } | {
            type: "concede";
        } | {
            type: "preempt";
        } | {
            type: "declinePreempt";
        } | {
            type: "spendStarDraw";
        } | {
            type: "giveFundraiser";
            card: string;
            to: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            type: "windowPass";
        } | {
            type: "acceptFundraiser";
        } | {
            type: "refuseFundraiser";
        } | {
            type: "burnDiscard";
            card: string;
        } | {
            type: "burnLower";
        } | {
            type: "discardDown";
            card: string;
        } | {
            type: "appealDiscard";
            card: string;
        } | {
            type: "discardDone";
        })[];
        ask: {
            [x: string]: unknown;
            decision: string;
            seat: string;
        } | {
            chance: "draw";
            deck: "strategy" | "challenge" | "staff";
            for: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            chance: "draw";
            deck: "project";
            for: "table";
        } | {
            chance: "draw";
            deck: "strategy";
            for: "solitaire";
        } | {
            chance: "draw";
            deck: "legislation";
            to: "discard" | "law";
        } | {
            chance: "die";
            die: "blue" | "red" | "white";
            purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
            for: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            attempt: "first" | "second" | "subsequent";
        } | null;
        components: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    registrar: boolean;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                scalesOfJustice: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                starred: boolean;
                fundraiser: boolean;
                response: boolean;
                mandatory: boolean;
                bamn: boolean;
                phase: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn";
                turns: number[];
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                lasting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                immuneToMinusOne: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | null;
        step: {
            kind: "hire";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "redraw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            left: number;
            discarded: number;
        } | {
            kind: "select";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "mobilize";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            cards: {
                id: string;
                rank: number;
                color: "blue" | "red" | "white";
            }[];
        } | {
            kind: "leader";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            purpose: "replace" | "assign" | "second" | "additional";
        } | {
            kind: "riders";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "chooseLaw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            act: "civil-rights-act-1964" | "voting-rights-act-1965";
            left: number;
        } | {
            kind: "fundraiser";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            from: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
        } | {
            kind: "preempt";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "action";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "mode";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "extra";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "reinforce";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            color: "blue" | "red" | "white";
        } | {
            kind: "burn";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "appeal";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "discardDown";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            appealCards: number;
        } | {
            kind: "events";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "window";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | null;
        round: {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            preemptive: boolean;
            use: "event" | "discard" | "project";
            cards: {
                id: string;
                rank: number;
                color: "blue" | "red" | "white";
            }[];
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | null;
            extra: {
                min: number;
                max: number;
                rank: 4 | "first";
            } | null;
            reinforce: ("blue" | "red" | "white")[];
            event: {
                card: string;
                target: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
                law: string | null;
            } | null;
            stage: "close" | "act" | "reinforce" | "build" | "pre-dice";
        } | null;
        orgs: Record<string, {
            hand: string[] | null;
            handCount: number;
            homeCardInHand: boolean;
            stars: number;
            failures: number;
            vp: number;
            vpBreakdown: {
                segCubes: number;
                redCubes: number;
                freedomMarkers: number;
                litigation: number;
                events: number;
                stars: number;
                failures: number;
            };
            freedomMarkers: {
                S: number;
                A: number;
                V: number;
            };
            staffPoolCount: number;
            staff: {
                id: string;
                tired: boolean;
            }[];
            protestLeaders: string[];
            removedLeaders: string[];
            nonViolence: "inter-racialism" | "black-leadership" | "black-power" | "black-separatism" | null;
            eliminated: {
                red: number;
                white: number;
                blue: number;
            };
            criminalHold: number;
            appealFiled: boolean;
            passed: boolean;
        }>;
        offered: Record<string, number>;
        projects: Record<string, {
            card: number;
            owner: "SNCC" | "CORE" | "SCLC" | "NAACP";
            cubes: {
                red: number;
                white: number;
                blue: number;
            };
            stage: "done" | "protest" | "exam" | "school-year" | "classes" | "courthouse" | "bamn-white" | "bamn-blue";
            leaders: string[];
            freedomRiders: string[];
            overkill: number;
            litigationUsed: boolean;
            protests: number;
            blueHitFirstProtest: boolean;
            leaderLost: boolean;
            lostLocalFigures: string[];
            xRerollsUsed: ("blue" | "red" | "white")[];
            eventLeader: string | null;
            outcome: "success" | "active" | "failure" | "withdrawn";
        }>;
        supply: {
            red: number;
            white: number;
            blue: number;
        };
        xTrack: {
            red: number;
            white: number;
            blue: number;
        };
        xValues: {
            red: number;
            white: number;
            blue: number;
        };
        failureTrack: number;
        decks: {
            strategyCount: number;
            strategyDiscard: string[];
            strategyRemoved: string[];
            lastingEvents: string[];
            display: string[];
            projectCount: number;
            projectDiscard: number[];
            legislationCount: number;
            civilRightsAct: string[];
            votingRightsAct: string[];
            laws: {
                S: string[];
                A: string[];
                V: string[];
            };
            legislationDiscard: string[];
            legislationRemoved: string[];
        };
        resolution: unknown;
        variants?: {
            variant: "coop" | "standard" | "solitaire" | "team";
            historical: boolean;
            advanced: boolean;
            difficulty: "roberto-clemente" | "ernie-banks" | "willie-mays" | "henry-aaron" | "jackie-robinson" | null;
            teams: [["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"], ["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"]] | null;
            projectReserveCount: number;
            challenges: {
                deckCount: number;
                discard: string[];
                dealt: Record<string, string[]>;
                byBoard: string[];
                inPlay: {
                    card: string;
                    org: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
                    added: {
                        white: number;
                        blue: number;
                    };
                }[];
            } | null;
            soloHeld: string[] | null;
            step: {
                kind: "challenge";
                org: "SNCC" | "CORE" | "SCLC" | "NAACP";
                card: string;
                asked: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            } | {
                kind: "share";
                org: "SNCC" | "CORE" | "SCLC" | "NAACP";
                from: "SNCC" | "CORE" | "SCLC" | "NAACP";
                card: string;
                dealt: boolean;
                asked: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            } | {
                kind: "solo";
                org: "SNCC" | "CORE" | "SCLC" | "NAACP";
                card: string;
                held: boolean;
            } | null;
        } | undefined;
    }, {
        advanced?: boolean | undefined;
        variant?: "coop" | "standard" | "solitaire" | "team" | "historical" | "cooperative" | undefined;
        historical?: boolean | undefined;
        difficulty?: "roberto-clemente" | "ernie-banks" | "willie-mays" | "henry-aaron" | "jackie-robinson" | null | undefined;
        teams?: [["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"], ["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"]] | undefined;
        challengeDeck?: {
            id: string;
            name: string;
            category: "S" | "A" | "V" | "M" | "ANY" | "ALL";
            dot: "blue" | "red" | "white" | "silver" | "black" | null;
            trigger: {
                on: "now";
            } | {
                on: "project-action";
                stages?: ("protest" | "exam" | "school-year" | "classes" | "courthouse")[] | undefined;
            } | {
                on: "project-failure";
            };
            effects: ({
                kind: "move-x";
                die: "blue" | "red" | "white";
                direction: "up" | "down";
            } | {
                kind: "add-seg";
                color: "blue" | "white";
                count: number;
            } | {
                kind: "remove-red";
                count: number;
            } | {
                kind: "gain-failure";
                count: number;
            })[];
            text: string;
            source: {
                rule: string;
            } | {
                reconstructed: string;
            };
        }[] | undefined;
        players?: number | ("SNCC" | "CORE" | "SCLC" | "NAACP")[] | undefined;
        chance?: "auto" | "manual" | undefined;
        components?: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                    registrar?: boolean | undefined;
                }[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                scalesOfJustice?: boolean | undefined;
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                starred?: boolean | undefined;
                fundraiser?: boolean | undefined;
                response?: boolean | undefined;
                mandatory?: boolean | undefined;
                bamn?: boolean | undefined;
                phase?: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn" | undefined;
                turns?: number[] | undefined;
                lasting?: boolean | undefined;
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                immuneToMinusOne?: boolean | undefined;
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | undefined;
    }, "SNCC" | "CORE" | "SCLC" | "NAACP", "seggie" | "final-scoring-tie" | "final-scoring" | "coop-victory" | "coop-defeat" | "team-tie" | "team-scoring" | "solitaire-survival", {
        type: "projectDealt";
        card: number;
        state: string;
        discarded: boolean;
    } | {
        type: "cardDrawn";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "hire";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        discard: string | null;
    } | {
        type: "staffHired";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        leader: string;
    } | {
        type: "redrawDiscard";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "projectSelected";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: number;
        title: string;
        state: string;
    } | {
        type: "mobilized";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        cards: number;
        red: number;
    } | {
        type: "leaderAssigned";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        leader: string;
    } | {
        type: "freedomRider";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        leader: string;
    } | {
        type: "segReinforcement";
        color: "blue" | "red" | "white";
        target: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "turnEnd";
        turn: number;
    } | {
        type: "pass";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "preempt";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "play";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        rank: number;
        color: "blue" | "red" | "white";
    } | {
        type: "extraCard";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "actionLost";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction";
    } | {
        type: "discard";
        card: string;
        org?: "SNCC" | "CORE" | "SCLC" | "NAACP" | undefined;
        why?: string | undefined;
    } | {
        type: "discardDown";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "event";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        name: string;
        target: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
        law: string | null;
    } | {
        type: "fundraiser";
        from: "SNCC" | "CORE" | "SCLC" | "NAACP";
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        stars: number;
    } | {
        type: "fundraiserRefused";
        from: "SNCC" | "CORE" | "SCLC" | "NAACP";
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "burnBabyBurn";
        orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
    } | {
        type: "burnDiscard";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "nonViolenceLowered";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        level: "inter-racialism" | "black-leadership" | "black-power" | "black-separatism";
    } | {
        type: "star";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        count: number;
        why: string;
    } | {
        type: "stars";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        count: number;
        why?: string | undefined;
    } | {
        type: "starSpent";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        for?: "draw" | "cancel a Challenge" | undefined;
        count?: number | undefined;
        why?: string | undefined;
    } | {
        type: "failure";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        count: number;
        why?: string | undefined;
    } | {
        type: "vp";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        category: "litigation" | "segCubes" | "redCubes";
        vp: number;
        why: string;
    } | {
        type: "freedomMarkerVps";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        vp: number;
    } | {
        type: "demoralization";
        color: "blue" | "red" | "white";
        orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
    } | {
        type: "cubes";
        color: "blue" | "red" | "white";
        count: number;
        from: string;
        to: string;
        why: string;
    } | {
        type: "xMove";
        die: "blue" | "red" | "white";
        direction: "up" | "down";
        value: number;
    } | {
        type: "xMoved";
        die: "blue" | "red" | "white";
        direction: "up" | "down";
        value?: number | undefined;
        why?: string | undefined;
    } | {
        type: "projectAction";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction";
        cards: string[];
        stage?: "done" | "protest" | "exam" | "school-year" | "classes" | "courthouse" | "bamn-white" | "bamn-blue" | undefined;
        attorney?: string | null | undefined;
        coCounsel?: string | null | undefined;
    } | {
        type: "strikeFirst";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "strikeFirstBackfired";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "localFigure";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        name: string;
        side: "civil-rights" | "seg";
    } | {
        type: "staffCommitted";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        staff: string;
        to: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
    } | {
        type: "staffReroll";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        die: "blue" | "red" | "white";
        purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
    } | {
        type: "roll";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        die: "blue" | "red" | "white";
        face: number | "X" | "K";
        value: number;
        purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
        subsequent: boolean;
        leaders: string[];
        reading: "x" | "exempt" | "plain" | "minus-one";
        modifier: number;
    } | {
        type: "xReroll";
        die: "blue" | "red" | "white";
    } | {
        type: "dieResult";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        die: "blue" | "red" | "white";
        purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
        face: number | "X" | "K";
        value: number;
        struckOut: boolean;
        klan: boolean;
        x: boolean;
        subsequent: number | "X" | "K" | null;
    } | {
        type: "hits";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        side: "blue" | "red" | "white" | "leader" | "registrar" | "doj" | "ldf" | "seg-attorney";
        hits: number;
    } | {
        type: "overkill";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        count: number;
    } | {
        type: "overkillRemoved";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        count: number;
    } | {
        type: "klan";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        killed: string[];
    } | {
        type: "freedomRidersLost";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        riders: string[];
    } | {
        type: "advanced";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        count: number;
    } | {
        type: "stageComplete";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        stage: "done" | "protest" | "exam" | "school-year" | "classes" | "courthouse" | "bamn-white" | "bamn-blue";
    } | {
        type: "registrar";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        localFigure: string | null;
        activated: boolean;
    } | {
        type: "dojAttorney";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "projectSuccess";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: number;
        freedomMarker: "S" | "A" | "V";
    } | {
        type: "projectFailure";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: number;
    } | {
        type: "projectWithdrawn";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "eventLeader";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        leader: string;
    } | {
        type: "eventLeaderEliminated";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "eventLeaderFate";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        fate: "killed by his own followers" | "killed by the police" | "escaped to Cuba" | "went into hiding";
    } | {
        type: "litigation";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        result: "reversed on appeal" | "won" | "tie" | "lost";
        appeal?: boolean | undefined;
        court?: "supreme" | undefined;
    } | {
        type: "response";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        hits: number;
    } | {
        type: "appealDiscard";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "appealFiled";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "appealRefund";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "supremeCourt";
        orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
    } | {
        type: "federalLegislation";
        card: string;
    } | {
        type: "lawHeldUp";
        card: string;
    } | {
        type: "lawPassed";
        card: string;
        area: "S" | "A" | "V" | "federal";
    } | {
        type: "lawImplemented";
        card: string;
    } | {
        type: "challengeDealt";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        name: string;
        category: "S" | "A" | "V" | "M" | "ANY" | "ALL";
    } | {
        type: "challengeImplemented";
        card: string;
        org: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
        name?: string | undefined;
    } | {
        type: "challengeWhiteCube";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "challengeGiven";
        from: "SNCC" | "CORE" | "SCLC" | "NAACP";
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        project: string;
    } | {
        type: "challengeFailed";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
        name: string;
    } | {
        type: "challengeCancelled";
        card: string;
        name: string;
    } | {
        type: "challengesCancelled";
        cards: string[];
        why: string;
    } | {
        type: "challengeShareOffered";
        from: "SNCC" | "CORE" | "SCLC" | "NAACP";
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
        card: string;
    } | {
        type: "challengeShareRefused";
        from: "SNCC" | "CORE" | "SCLC" | "NAACP";
        to: "SNCC" | "CORE" | "SCLC" | "NAACP";
    } | {
        type: "cubesWithdrawn";
        org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        color: "blue" | "red" | "white";
        count: number;
        why: string;
    } | {
        type: "soloDraw";
        card: string;
        name: string;
    } | {
        type: "soloImplemented";
        card: string;
        name: string;
    }>;
    readonly heuristic: typeof freeAtLastHeuristic;
    readonly evaluate: typeof freeAtLastEvaluate;
    readonly scenario: ScenarioBuilder<{
        rng: number[];
        chance: "auto" | "manual";
        components: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    registrar: boolean;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                scalesOfJustice: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                starred: boolean;
                fundraiser: boolean;
                response: boolean;
                mandatory: boolean;
                bamn: boolean;
                phase: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn";
                turns: number[];
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                lasting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                immuneToMinusOne: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | null;
        seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        turn: number;
        phase: "legislation" | "end-of-turn" | "hire-staff" | "challenges" | "deal-projects" | "deal-strategy" | "select-projects" | "action-rounds" | "game-over";
        actionRound: number;
        orgs: Record<string, {
            hand: string[];
            homeCardInHand: boolean;
            stars: number;
            failures: number;
            vp: number;
            vpBreakdown: {
                segCubes: number;
                redCubes: number;
                freedomMarkers: number;
                litigation: number;
                events: number;
                stars: number;
                failures: number;
            };
            freedomMarkers: {
                S: number;
                A: number;
                V: number;
            };
            staffPool: string[];
            staff: {
                id: string;
                tired: boolean;
            }[];
            protestLeaders: string[];
            removedLeaders: string[];
            nonViolence: "inter-racialism" | "black-leadership" | "black-power" | "black-separatism" | null;
            eliminated: {
                red: number;
                white: number;
                blue: number;
            };
            criminalHold: number;
            appealFiled: boolean;
            hiredThisTurn: number;
            gaveFundraiser: boolean;
            receivedFundraiser: boolean;
            passed: boolean;
            appealCards?: {
                id: string;
                color: "blue" | "red" | "white";
            }[] | undefined;
        }>;
        offered: Record<string, number>;
        projects: Record<string, {
            card: number;
            owner: "SNCC" | "CORE" | "SCLC" | "NAACP";
            cubes: {
                red: number;
                white: number;
                blue: number;
            };
            stage: "done" | "protest" | "exam" | "school-year" | "classes" | "courthouse" | "bamn-white" | "bamn-blue";
            leaders: string[];
            freedomRiders: string[];
            overkill: number;
            litigationUsed: boolean;
            protests: number;
            blueHitFirstProtest: boolean;
            leaderLost: boolean;
            lostLocalFigures: string[];
            xRerollsUsed: ("blue" | "red" | "white")[];
            eventLeader: string | null;
            outcome: "success" | "active" | "failure" | "withdrawn";
        }>;
        supply: {
            red: number;
            white: number;
            blue: number;
        };
        xTrack: {
            red: number;
            white: number;
            blue: number;
        };
        failureTrackStart: number;
        decks: {
            strategy: string[];
            strategyDiscard: string[];
            strategyRemoved: string[];
            lastingEvents: string[];
            display: string[];
            projects: number[];
            projectDiscard: number[];
            legislation: string[];
            civilRightsAct: string[];
            votingRightsAct: string[];
            laws: {
                S: string[];
                A: string[];
                V: string[];
            };
            legislationDiscard: string[];
            legislationRemoved: string[];
        };
        tasks: ({
            kind: "flow";
            cursor: number;
            round: {
                org: "SNCC" | "CORE" | "SCLC" | "NAACP";
                preemptive: boolean;
                use: "event" | "discard" | "project";
                cards: {
                    id: string;
                    rank: number;
                    color: "blue" | "red" | "white";
                }[];
                mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | null;
                extra: {
                    min: number;
                    max: number;
                    rank: 4 | "first";
                } | null;
                reinforce: ("blue" | "red" | "white")[];
                event: {
                    card: string;
                    target: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
                    law: string | null;
                } | null;
                stage: "close" | "act" | "reinforce" | "build" | "pre-dice";
            } | null;
            burn: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            leadersReturning: string[];
            preemptor: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
            deadlock: boolean;
        } | {
            kind: "hire";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "redraw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            left: number;
            discarded: number;
        } | {
            kind: "select";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "mobilize";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            cards: {
                id: string;
                rank: number;
                color: "blue" | "red" | "white";
            }[];
        } | {
            kind: "leader";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            purpose: "replace" | "assign" | "second" | "additional";
        } | {
            kind: "riders";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "chooseLaw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            act: "civil-rights-act-1964" | "voting-rights-act-1965";
            left: number;
        } | {
            kind: "fundraiser";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            from: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
        } | {
            kind: "preempt";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "action";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "mode";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "extra";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "reinforce";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            color: "blue" | "red" | "white";
        } | {
            kind: "burn";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "appeal";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "discardDown";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            appealCards: number;
        } | {
            kind: "dealProjects";
        } | {
            kind: "hireSeats";
            cursor: number;
        } | {
            kind: "selectSeats";
            cursor: number;
        } | {
            kind: "selectAfterRedraw";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "challengeDecisions";
        } | {
            kind: "challengeBoard";
        } | {
            kind: "lawEvents";
        } | {
            kind: "roundPreempt";
        } | {
            kind: "roundWindow";
        } | {
            kind: "roundBegin";
        } | {
            kind: "roundPlay";
        } | {
            kind: "heldMandatory";
        } | {
            kind: "discardSeats";
            cursor: number;
        } | {
            kind: "supremeCourt";
        } | {
            kind: "challengesEnd";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionPreRoll";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionRoll";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionReroll";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionLeaderHits";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionResponse";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionAppeal";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionDoj";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionWithdraw";
        } | {
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            mode: "advance" | "protest" | "bamn" | "exam" | "picket" | "injunction" | "supreme-court";
            cards: readonly {
                id: string;
                rank: 1 | 2 | 4 | 3;
                color: "blue" | "red" | "white";
            }[];
            next: "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            after: "" | "registrar" | "leader-hits" | "protest-assign" | "protest-strike-first" | "protest-sf-seg" | "protest-backfire" | "protest-backfire-red" | "protest-done" | "advance-attack" | "advance-survive" | "advance-done" | "registrar-hits" | "doj-hits" | "registrar-done" | "litigation-result" | "litigation-resolve" | "litigation-end" | "supreme-case" | "supreme-result" | "supreme-resolve" | "bamn-white-hits" | "bamn-white-done" | "bamn-blue-hits" | "bamn-fate" | "bamn-red-hits" | "bamn-blue-leader" | "bamn-blue-done";
            roll: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            } | null;
            queue: {
                die: "blue" | "red" | "white";
                purpose: "leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate";
                twice: boolean;
                insured: boolean;
                exempt: boolean;
                modifier: number;
                faces: (number | "X" | "K")[];
                kept: number | "X" | "K" | null;
                subsequent: number | "X" | "K" | null;
                deferConfirm: boolean;
                xRerollDeclined: boolean;
                plain: boolean;
            }[];
            results: Record<string, {
                die: "blue" | "red" | "white";
                face: number | "X" | "K";
                value: number;
                struckOut: boolean;
                klan: boolean;
                x: boolean;
                modifier: number;
                exempt: boolean;
            }>;
            figures: string[];
            staffOffer: string[];
            rerolls: number;
            batch: ("leader" | "registrar" | "doj" | "red-cubes" | "white-cubes" | "blue-cubes" | "ldf" | "seg-attorney" | "fate")[];
            staffCubes: string[];
            staffLeader: string[];
            strikeFirstOk: boolean;
            strikeFirst: boolean;
            insured: boolean;
            extraRank: number;
            hits: {
                red: number;
                white: number;
                blue: number;
            };
            collected: {
                white: number;
                blue: number;
            };
            removed: {
                byWhite: number;
                byBlue: number;
                riders: number;
            };
            advanced: number;
            leaderHits: number;
            responders: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            responseHits: number;
            appeal: boolean;
            proposals: Record<string, "SNCC" | "CORE" | "SCLC" | "NAACP">;
            cases: {
                orgs: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
            }[];
            registrar: {
                hits: number;
                removed: number;
            } | null;
            leaderGone: boolean;
            kind: "resolutionConsolidate";
        } | {
            kind: "drawStrategy";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "drawProject";
        } | {
            kind: "drawStaff";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "drawLegislation";
            to: "discard" | "law";
        } | {
            kind: "drawChallenge";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
        } | {
            kind: "drawSolo";
        } | {
            kind: "window";
            seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "events";
            seats: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "challenge";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
            asked: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "share";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            from: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
            dealt: boolean;
            asked: ("SNCC" | "CORE" | "SCLC" | "NAACP")[];
        } | {
            kind: "solo";
            org: "SNCC" | "CORE" | "SCLC" | "NAACP";
            card: string;
            held: boolean;
        } | {
            kind: "beforeDeal";
        } | {
            kind: "beforeAction";
        } | {
            kind: "turnCleanup";
        })[];
        ext?: {
            variant: "coop" | "standard" | "solitaire" | "team";
            historical: boolean;
            advanced: boolean;
            difficulty: "roberto-clemente" | "ernie-banks" | "willie-mays" | "henry-aaron" | "jackie-robinson" | null;
            teams: [["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"], ["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"]] | null;
            projectReserve: number[];
            challenges: {
                deck: string[];
                discard: string[];
                dealt: Record<string, string[]>;
                byBoard: string[];
                inPlay: {
                    card: string;
                    org: "SNCC" | "CORE" | "SCLC" | "NAACP" | null;
                    added: {
                        white: number;
                        blue: number;
                    };
                }[];
                custom: {
                    id: string;
                    name: string;
                    category: "S" | "A" | "V" | "M" | "ANY" | "ALL";
                    dot: "blue" | "red" | "white" | "silver" | "black" | null;
                    trigger: {
                        on: "now";
                    } | {
                        on: "project-action";
                        stages: ("protest" | "exam" | "school-year" | "classes" | "courthouse")[];
                    } | {
                        on: "project-failure";
                    };
                    effects: ({
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    })[];
                    text: string;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[] | null;
            } | null;
            solo: {
                drawnRound: number;
                held: string[];
                offered: string[];
            } | null;
        } | undefined;
    }, {
        advanced?: boolean | undefined;
        variant?: "coop" | "standard" | "solitaire" | "team" | "historical" | "cooperative" | undefined;
        historical?: boolean | undefined;
        difficulty?: "roberto-clemente" | "ernie-banks" | "willie-mays" | "henry-aaron" | "jackie-robinson" | null | undefined;
        teams?: [["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"], ["SNCC" | "CORE" | "SCLC" | "NAACP", "SNCC" | "CORE" | "SCLC" | "NAACP"]] | undefined;
        challengeDeck?: {
            id: string;
            name: string;
            category: "S" | "A" | "V" | "M" | "ANY" | "ALL";
            dot: "blue" | "red" | "white" | "silver" | "black" | null;
            trigger: {
                on: "now";
            } | {
                on: "project-action";
                stages?: ("protest" | "exam" | "school-year" | "classes" | "courthouse")[] | undefined;
            } | {
                on: "project-failure";
            };
            effects: ({
                kind: "move-x";
                die: "blue" | "red" | "white";
                direction: "up" | "down";
            } | {
                kind: "add-seg";
                color: "blue" | "white";
                count: number;
            } | {
                kind: "remove-red";
                count: number;
            } | {
                kind: "gain-failure";
                count: number;
            })[];
            text: string;
            source: {
                rule: string;
            } | {
                reconstructed: string;
            };
        }[] | undefined;
        players?: number | ("SNCC" | "CORE" | "SCLC" | "NAACP")[] | undefined;
        chance?: "auto" | "manual" | undefined;
        components?: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                    registrar?: boolean | undefined;
                }[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                scalesOfJustice?: boolean | undefined;
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                starred?: boolean | undefined;
                fundraiser?: boolean | undefined;
                response?: boolean | undefined;
                mandatory?: boolean | undefined;
                bamn?: boolean | undefined;
                phase?: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn" | undefined;
                turns?: number[] | undefined;
                lasting?: boolean | undefined;
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                immuneToMinusOne?: boolean | undefined;
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | undefined;
    }, FreeAtLastScenario>;
    readonly textBoard: {
        readonly board: typeof freeAtLastTextBoard;
        readonly hand: typeof freeAtLastHand;
        readonly reference: {
            name: string;
            states: {
                id: string;
                name: string;
                color: "blue" | "red" | "white";
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            projects: {
                number: number;
                title: string;
                type: "S" | "A" | "V";
                kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                state: string;
                location: string;
                seg: {
                    white: number;
                    blue: number;
                };
                localFigures: {
                    name: string;
                    side: "civil-rights" | "seg";
                    activation: {
                        by: "color";
                        color: "blue" | "red" | "white";
                    } | {
                        by: "rank";
                        rank: number;
                    } | {
                        by: "rank-and-color";
                        rank: number;
                        color: "blue" | "red" | "white";
                    } | {
                        by: "set-size";
                        cards: number;
                    } | {
                        by: "project-type";
                        projectType: "S" | "A" | "V";
                    } | {
                        by: "project-kind";
                        kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                    } | {
                        by: "state";
                        state: string;
                    } | {
                        by: "always";
                    };
                    effects: ({
                        kind: "collect-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "remove-red";
                        count: number;
                    } | {
                        kind: "add-red";
                        count: number;
                    } | {
                        kind: "add-seg";
                        color: "blue" | "white";
                        count: number;
                    } | {
                        kind: "move-x";
                        die: "blue" | "red" | "white";
                        direction: "up" | "down";
                    } | {
                        kind: "roll-twice";
                    } | {
                        kind: "die-modifier";
                        amount: number;
                    } | {
                        kind: "reroll-any";
                    } | {
                        kind: "gain-stars";
                        count: number;
                    } | {
                        kind: "gain-failure";
                        count: number;
                    } | {
                        kind: "draw-cards";
                        count: number;
                    } | {
                        kind: "refresh-staff";
                    } | {
                        kind: "hire-staff";
                    } | {
                        kind: "new-leader";
                    } | {
                        kind: "leader-second-project";
                    } | {
                        kind: "pass-legislation";
                        area: "any" | "S" | "A" | "V";
                    } | {
                        kind: "chairman-collect-blue";
                    } | {
                        kind: "freedom-rider";
                    } | {
                        kind: "litigation-modifier";
                        amount: number;
                    } | {
                        kind: "litigation-hits";
                        amount: number;
                    } | {
                        kind: "reroll-x-once";
                        die: "blue" | "red" | "white";
                    } | {
                        kind: "enable-doj-attorney";
                    } | {
                        kind: "event-leader";
                        leader: string;
                        projectType: "S" | "A" | "V";
                    } | {
                        kind: "burn-baby-burn";
                    } | {
                        kind: "lower-non-violence";
                    } | {
                        kind: "redraw-cards";
                        max: number;
                    } | {
                        kind: "cancel-all-challenges";
                    } | {
                        kind: "none";
                    })[];
                    registrar: boolean;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }[];
                scalesOfJustice: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            strategy: {
                id: string;
                name: string;
                rank: number;
                color: "blue" | "red" | "white";
                starred: boolean;
                fundraiser: boolean;
                response: boolean;
                mandatory: boolean;
                bamn: boolean;
                phase: "action" | "legislation" | "project-selection" | "challenge" | "end-of-turn";
                turns: number[];
                target: "game" | "own-project" | "any-project" | "self" | "any-player" | "all-players";
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                lasting: boolean;
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            homeCards: {
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                id: string;
                name: string;
                organization: "SNCC" | "CORE" | "SCLC" | "NAACP";
                role: "protest" | "freedom-rider" | "staff" | "chairman";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                immuneToMinusOne: boolean;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            attorneys: {
                id: string;
                name: string;
                role: "ldf-state" | "co-counsel" | "doj";
                activation: {
                    by: "color";
                    color: "blue" | "red" | "white";
                } | {
                    by: "rank";
                    rank: number;
                } | {
                    by: "rank-and-color";
                    rank: number;
                    color: "blue" | "red" | "white";
                } | {
                    by: "set-size";
                    cards: number;
                } | {
                    by: "project-type";
                    projectType: "S" | "A" | "V";
                } | {
                    by: "project-kind";
                    kind: "march" | "protest" | "freedom-ride" | "voter-registration" | "summer" | "school";
                } | {
                    by: "state";
                    state: string;
                } | {
                    by: "always";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
                state?: string | undefined;
                caseType?: "march" | "S" | "V" | "criminal" | undefined;
            }[];
            legislation: {
                id: string;
                name: string;
                act: "general" | "civil-rights-act-1964" | "voting-rights-act-1965";
                area: "S" | "A" | "V" | "federal";
                oneTime: boolean;
                effects: ({
                    kind: "collect-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "remove-red";
                    count: number;
                } | {
                    kind: "add-red";
                    count: number;
                } | {
                    kind: "add-seg";
                    color: "blue" | "white";
                    count: number;
                } | {
                    kind: "move-x";
                    die: "blue" | "red" | "white";
                    direction: "up" | "down";
                } | {
                    kind: "roll-twice";
                } | {
                    kind: "die-modifier";
                    amount: number;
                } | {
                    kind: "reroll-any";
                } | {
                    kind: "gain-stars";
                    count: number;
                } | {
                    kind: "gain-failure";
                    count: number;
                } | {
                    kind: "draw-cards";
                    count: number;
                } | {
                    kind: "refresh-staff";
                } | {
                    kind: "hire-staff";
                } | {
                    kind: "new-leader";
                } | {
                    kind: "leader-second-project";
                } | {
                    kind: "pass-legislation";
                    area: "any" | "S" | "A" | "V";
                } | {
                    kind: "chairman-collect-blue";
                } | {
                    kind: "freedom-rider";
                } | {
                    kind: "litigation-modifier";
                    amount: number;
                } | {
                    kind: "litigation-hits";
                    amount: number;
                } | {
                    kind: "reroll-x-once";
                    die: "blue" | "red" | "white";
                } | {
                    kind: "enable-doj-attorney";
                } | {
                    kind: "event-leader";
                    leader: string;
                    projectType: "S" | "A" | "V";
                } | {
                    kind: "burn-baby-burn";
                } | {
                    kind: "lower-non-violence";
                } | {
                    kind: "redraw-cards";
                    max: number;
                } | {
                    kind: "cancel-all-challenges";
                } | {
                    kind: "none";
                })[];
                text: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            dice: {
                red: (number | "X" | "K")[];
                white: (number | "X" | "K")[];
                blue: (number | "X" | "K")[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            xTracks: {
                red: {
                    values: number[];
                    start: number;
                };
                white: {
                    values: number[];
                    start: number;
                };
                blue: {
                    values: number[];
                    start: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            starValues: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            failurePenalties: {
                values: number[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            cubes: {
                red: number;
                white: number;
                blue: number;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        };
    };
};

export { ComponentSet, Cubes, FreeAtLastAction, type FreeAtLastChallengeId, FreeAtLastConfig, FreeAtLastConfigInput, type FreeAtLastEndCode, type Event as FreeAtLastEvent, type FreeAtLastLawId, type FreeAtLastLeaderId, type FreeAtLastNamedAction, type FreeAtLastNamedEvent, type FreeAtLastNames, type FreeAtLastReferenceNames, FreeAtLastScenario, FreeAtLastState, type FreeAtLastStateId, type FreeAtLastStrategyId, FreeAtLastView, Organization, checkFreeAtLastState, cubeCensus, describedEventTypes, eventSchema, freeAtLast, freeAtLastEndCodes, freeAtLastEvaluate, freeAtLastHeuristic, freeAtLastModule, parseComponents, referenceComponents };
