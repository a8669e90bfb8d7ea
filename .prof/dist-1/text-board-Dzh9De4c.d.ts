import { g as SyncBot, aa as Scenario, S as ScenarioBuilder } from './bots-BjVqFGuZ.js';
import * as z from 'zod';

declare const organizationSchema: z.ZodEnum<{
    SNCC: "SNCC";
    CORE: "CORE";
    SCLC: "SCLC";
    NAACP: "NAACP";
}>;
declare const componentSetSchema: z.ZodObject<{
    name: z.ZodString;
    states: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    projects: z.ZodArray<z.ZodObject<{
        number: z.ZodNumber;
        title: z.ZodString;
        type: z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
        }>;
        kind: z.ZodEnum<{
            march: "march";
            protest: "protest";
            "freedom-ride": "freedom-ride";
            "voter-registration": "voter-registration";
            summer: "summer";
            school: "school";
        }>;
        state: z.ZodString;
        location: z.ZodString;
        seg: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strict>;
        localFigures: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            side: z.ZodEnum<{
                "civil-rights": "civil-rights";
                seg: "seg";
            }>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            registrar: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        scalesOfJustice: z.ZodDefault<z.ZodBoolean>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    strategy: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        rank: z.ZodNumber;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
        starred: z.ZodDefault<z.ZodBoolean>;
        fundraiser: z.ZodDefault<z.ZodBoolean>;
        response: z.ZodDefault<z.ZodBoolean>;
        mandatory: z.ZodDefault<z.ZodBoolean>;
        bamn: z.ZodDefault<z.ZodBoolean>;
        phase: z.ZodDefault<z.ZodEnum<{
            action: "action";
            legislation: "legislation";
            "project-selection": "project-selection";
            challenge: "challenge";
            "end-of-turn": "end-of-turn";
        }>>;
        turns: z.ZodDefault<z.ZodArray<z.ZodNumber>>;
        target: z.ZodEnum<{
            game: "game";
            "own-project": "own-project";
            "any-project": "any-project";
            self: "self";
            "any-player": "any-player";
            "all-players": "all-players";
        }>;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"collect-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"remove-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"add-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"add-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"move-x">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            direction: z.ZodEnum<{
                up: "up";
                down: "down";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"roll-twice">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"die-modifier">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"reroll-any">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-stars">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-failure">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"draw-cards">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"refresh-staff">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"hire-staff">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"new-leader">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"leader-second-project">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"pass-legislation">;
            area: z.ZodEnum<{
                any: "any";
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"chairman-collect-blue">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"freedom-rider">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"litigation-modifier">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"litigation-hits">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"reroll-x-once">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"enable-doj-attorney">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"event-leader">;
            leader: z.ZodString;
            projectType: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"burn-baby-burn">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"lower-non-violence">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"redraw-cards">;
            max: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"cancel-all-challenges">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"none">;
        }, z.core.$strict>], "kind">>;
        lasting: z.ZodDefault<z.ZodBoolean>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    homeCards: z.ZodArray<z.ZodObject<{
        organization: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        name: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    leaders: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        organization: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        role: z.ZodEnum<{
            protest: "protest";
            "freedom-rider": "freedom-rider";
            staff: "staff";
            chairman: "chairman";
        }>;
        activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
            by: z.ZodLiteral<"color">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"rank">;
            rank: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"rank-and-color">;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"set-size">;
            cards: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"project-type">;
            projectType: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"project-kind">;
            kind: z.ZodEnum<{
                march: "march";
                protest: "protest";
                "freedom-ride": "freedom-ride";
                "voter-registration": "voter-registration";
                summer: "summer";
                school: "school";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"state">;
            state: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"always">;
        }, z.core.$strict>], "by">;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"collect-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"remove-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"add-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"add-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"move-x">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            direction: z.ZodEnum<{
                up: "up";
                down: "down";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"roll-twice">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"die-modifier">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"reroll-any">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-stars">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-failure">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"draw-cards">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"refresh-staff">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"hire-staff">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"new-leader">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"leader-second-project">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"pass-legislation">;
            area: z.ZodEnum<{
                any: "any";
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"chairman-collect-blue">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"freedom-rider">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"litigation-modifier">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"litigation-hits">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"reroll-x-once">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"enable-doj-attorney">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"event-leader">;
            leader: z.ZodString;
            projectType: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"burn-baby-burn">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"lower-non-violence">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"redraw-cards">;
            max: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"cancel-all-challenges">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"none">;
        }, z.core.$strict>], "kind">>;
        immuneToMinusOne: z.ZodDefault<z.ZodBoolean>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    attorneys: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        role: z.ZodEnum<{
            "ldf-state": "ldf-state";
            "co-counsel": "co-counsel";
            doj: "doj";
        }>;
        state: z.ZodOptional<z.ZodString>;
        caseType: z.ZodOptional<z.ZodEnum<{
            march: "march";
            S: "S";
            V: "V";
            criminal: "criminal";
        }>>;
        activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
            by: z.ZodLiteral<"color">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"rank">;
            rank: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"rank-and-color">;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"set-size">;
            cards: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"project-type">;
            projectType: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"project-kind">;
            kind: z.ZodEnum<{
                march: "march";
                protest: "protest";
                "freedom-ride": "freedom-ride";
                "voter-registration": "voter-registration";
                summer: "summer";
                school: "school";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"state">;
            state: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            by: z.ZodLiteral<"always">;
        }, z.core.$strict>], "by">;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    legislation: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        act: z.ZodEnum<{
            general: "general";
            "civil-rights-act-1964": "civil-rights-act-1964";
            "voting-rights-act-1965": "voting-rights-act-1965";
        }>;
        area: z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
            federal: "federal";
        }>;
        oneTime: z.ZodBoolean;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"collect-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"remove-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"add-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"add-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"move-x">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            direction: z.ZodEnum<{
                up: "up";
                down: "down";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"roll-twice">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"die-modifier">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"reroll-any">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-stars">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-failure">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"draw-cards">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"refresh-staff">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"hire-staff">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"new-leader">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"leader-second-project">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"pass-legislation">;
            area: z.ZodEnum<{
                any: "any";
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"chairman-collect-blue">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"freedom-rider">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"litigation-modifier">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"litigation-hits">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"reroll-x-once">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"enable-doj-attorney">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"event-leader">;
            leader: z.ZodString;
            projectType: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"burn-baby-burn">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"lower-non-violence">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"redraw-cards">;
            max: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"cancel-all-challenges">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"none">;
        }, z.core.$strict>], "kind">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    dice: z.ZodObject<{
        red: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
        white: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
        blue: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    xTracks: z.ZodObject<{
        red: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            start: z.ZodNumber;
        }, z.core.$strict>;
        white: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            start: z.ZodNumber;
        }, z.core.$strict>;
        blue: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            start: z.ZodNumber;
        }, z.core.$strict>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    starValues: z.ZodObject<{
        values: z.ZodArray<z.ZodNumber>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    failurePenalties: z.ZodObject<{
        values: z.ZodArray<z.ZodNumber>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
    cubes: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>;
}, z.core.$strict>;
type Organization = z.infer<typeof organizationSchema>;
/** A validated component set (defaults filled). */
type ComponentSet = z.output<typeof componentSetSchema>;
/** A component set as a user writes it. */
type ComponentSetInput = z.input<typeof componentSetSchema>;

/** Counted cubes of each colour in one zone. */
declare const cubesSchema: z.ZodObject<{
    red: z.ZodNumber;
    white: z.ZodNumber;
    blue: z.ZodNumber;
}, z.core.$strip>;
/** 3.8.2 Non-Violence Commitment Level (SNCC and CORE only). */
declare const nonViolenceSchema: z.ZodEnum<{
    "inter-racialism": "inter-racialism";
    "black-leadership": "black-leadership";
    "black-power": "black-power";
    "black-separatism": "black-separatism";
}>;
/** One organization's holdings. */
declare const orgStateSchema: z.ZodObject<{
    hand: z.ZodArray<z.ZodString>;
    homeCardInHand: z.ZodBoolean;
    stars: z.ZodNumber;
    failures: z.ZodNumber;
    vp: z.ZodNumber;
    vpBreakdown: z.ZodObject<{
        segCubes: z.ZodNumber;
        redCubes: z.ZodNumber;
        freedomMarkers: z.ZodNumber;
        litigation: z.ZodNumber;
        events: z.ZodNumber;
        stars: z.ZodNumber;
        failures: z.ZodNumber;
    }, z.core.$strip>;
    freedomMarkers: z.ZodObject<{
        S: z.ZodNumber;
        A: z.ZodNumber;
        V: z.ZodNumber;
    }, z.core.$strip>;
    staffPool: z.ZodArray<z.ZodString>;
    staff: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        tired: z.ZodBoolean;
    }, z.core.$strip>>;
    protestLeaders: z.ZodArray<z.ZodString>;
    removedLeaders: z.ZodArray<z.ZodString>;
    nonViolence: z.ZodNullable<z.ZodEnum<{
        "inter-racialism": "inter-racialism";
        "black-leadership": "black-leadership";
        "black-power": "black-power";
        "black-separatism": "black-separatism";
    }>>;
    eliminated: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
    criminalHold: z.ZodNumber;
    appealFiled: z.ZodBoolean;
    appealCards: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
    }, z.core.$strip>>>;
    hiredThisTurn: z.ZodNumber;
    gaveFundraiser: z.ZodBoolean;
    receivedFundraiser: z.ZodBoolean;
    passed: z.ZodBoolean;
}, z.core.$strip>;
/** A Project an organization has selected and is working on. */
declare const projectSchema: z.ZodObject<{
    card: z.ZodNumber;
    owner: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
    cubes: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
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
    leaders: z.ZodArray<z.ZodString>;
    freedomRiders: z.ZodArray<z.ZodString>;
    overkill: z.ZodNumber;
    litigationUsed: z.ZodBoolean;
    protests: z.ZodNumber;
    blueHitFirstProtest: z.ZodBoolean;
    leaderLost: z.ZodBoolean;
    lostLocalFigures: z.ZodArray<z.ZodString>;
    xRerollsUsed: z.ZodArray<z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>>;
    eventLeader: z.ZodNullable<z.ZodString>;
    outcome: z.ZodEnum<{
        success: "success";
        active: "active";
        failure: "failure";
        withdrawn: "withdrawn";
    }>;
}, z.core.$strip>;
declare const freeAtLastStateSchema: z.ZodObject<{
    rng: z.ZodArray<z.ZodNumber>;
    chance: z.ZodEnum<{
        auto: "auto";
        manual: "manual";
    }>;
    components: z.ZodNullable<z.ZodObject<{
        name: z.ZodString;
        states: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        projects: z.ZodArray<z.ZodObject<{
            number: z.ZodNumber;
            title: z.ZodString;
            type: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
            kind: z.ZodEnum<{
                march: "march";
                protest: "protest";
                "freedom-ride": "freedom-ride";
                "voter-registration": "voter-registration";
                summer: "summer";
                school: "school";
            }>;
            state: z.ZodString;
            location: z.ZodString;
            seg: z.ZodObject<{
                white: z.ZodNumber;
                blue: z.ZodNumber;
            }, z.core.$strict>;
            localFigures: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                side: z.ZodEnum<{
                    "civil-rights": "civil-rights";
                    seg: "seg";
                }>;
                activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                    by: z.ZodLiteral<"color">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"rank">;
                    rank: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"rank-and-color">;
                    rank: z.ZodNumber;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"set-size">;
                    cards: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"project-type">;
                    projectType: z.ZodEnum<{
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"project-kind">;
                    kind: z.ZodEnum<{
                        march: "march";
                        protest: "protest";
                        "freedom-ride": "freedom-ride";
                        "voter-registration": "voter-registration";
                        summer: "summer";
                        school: "school";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"state">;
                    state: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"always">;
                }, z.core.$strict>], "by">;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"collect-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"remove-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"add-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"add-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"move-x">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                    direction: z.ZodEnum<{
                        up: "up";
                        down: "down";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"roll-twice">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"die-modifier">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"reroll-any">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-stars">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-failure">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"draw-cards">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"refresh-staff">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"hire-staff">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"new-leader">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"leader-second-project">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"pass-legislation">;
                    area: z.ZodEnum<{
                        any: "any";
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"chairman-collect-blue">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"freedom-rider">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"litigation-modifier">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"litigation-hits">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"reroll-x-once">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"enable-doj-attorney">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"event-leader">;
                    leader: z.ZodString;
                    projectType: z.ZodEnum<{
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"burn-baby-burn">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"lower-non-violence">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"redraw-cards">;
                    max: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"cancel-all-challenges">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"none">;
                }, z.core.$strict>], "kind">>;
                registrar: z.ZodDefault<z.ZodBoolean>;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            scalesOfJustice: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        strategy: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            starred: z.ZodDefault<z.ZodBoolean>;
            fundraiser: z.ZodDefault<z.ZodBoolean>;
            response: z.ZodDefault<z.ZodBoolean>;
            mandatory: z.ZodDefault<z.ZodBoolean>;
            bamn: z.ZodDefault<z.ZodBoolean>;
            phase: z.ZodDefault<z.ZodEnum<{
                action: "action";
                legislation: "legislation";
                "project-selection": "project-selection";
                challenge: "challenge";
                "end-of-turn": "end-of-turn";
            }>>;
            turns: z.ZodDefault<z.ZodArray<z.ZodNumber>>;
            target: z.ZodEnum<{
                game: "game";
                "own-project": "own-project";
                "any-project": "any-project";
                self: "self";
                "any-player": "any-player";
                "all-players": "all-players";
            }>;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            lasting: z.ZodDefault<z.ZodBoolean>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        homeCards: z.ZodArray<z.ZodObject<{
            organization: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            name: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        leaders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            organization: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            role: z.ZodEnum<{
                protest: "protest";
                "freedom-rider": "freedom-rider";
                staff: "staff";
                chairman: "chairman";
            }>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            immuneToMinusOne: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        attorneys: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            role: z.ZodEnum<{
                "ldf-state": "ldf-state";
                "co-counsel": "co-counsel";
                doj: "doj";
            }>;
            state: z.ZodOptional<z.ZodString>;
            caseType: z.ZodOptional<z.ZodEnum<{
                march: "march";
                S: "S";
                V: "V";
                criminal: "criminal";
            }>>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        legislation: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            act: z.ZodEnum<{
                general: "general";
                "civil-rights-act-1964": "civil-rights-act-1964";
                "voting-rights-act-1965": "voting-rights-act-1965";
            }>;
            area: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
                federal: "federal";
            }>;
            oneTime: z.ZodBoolean;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        dice: z.ZodObject<{
            red: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            white: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            blue: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        xTracks: z.ZodObject<{
            red: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            white: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            blue: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        starValues: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        failurePenalties: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        cubes: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
    seats: z.ZodArray<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    turn: z.ZodNumber;
    phase: z.ZodEnum<{
        legislation: "legislation";
        "end-of-turn": "end-of-turn";
        "hire-staff": "hire-staff";
        challenges: "challenges";
        "deal-projects": "deal-projects";
        "deal-strategy": "deal-strategy";
        "select-projects": "select-projects";
        "action-rounds": "action-rounds";
        "game-over": "game-over";
    }>;
    actionRound: z.ZodNumber;
    orgs: z.ZodRecord<z.ZodString, z.ZodObject<{
        hand: z.ZodArray<z.ZodString>;
        homeCardInHand: z.ZodBoolean;
        stars: z.ZodNumber;
        failures: z.ZodNumber;
        vp: z.ZodNumber;
        vpBreakdown: z.ZodObject<{
            segCubes: z.ZodNumber;
            redCubes: z.ZodNumber;
            freedomMarkers: z.ZodNumber;
            litigation: z.ZodNumber;
            events: z.ZodNumber;
            stars: z.ZodNumber;
            failures: z.ZodNumber;
        }, z.core.$strip>;
        freedomMarkers: z.ZodObject<{
            S: z.ZodNumber;
            A: z.ZodNumber;
            V: z.ZodNumber;
        }, z.core.$strip>;
        staffPool: z.ZodArray<z.ZodString>;
        staff: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            tired: z.ZodBoolean;
        }, z.core.$strip>>;
        protestLeaders: z.ZodArray<z.ZodString>;
        removedLeaders: z.ZodArray<z.ZodString>;
        nonViolence: z.ZodNullable<z.ZodEnum<{
            "inter-racialism": "inter-racialism";
            "black-leadership": "black-leadership";
            "black-power": "black-power";
            "black-separatism": "black-separatism";
        }>>;
        eliminated: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        criminalHold: z.ZodNumber;
        appealFiled: z.ZodBoolean;
        appealCards: z.ZodOptional<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        hiredThisTurn: z.ZodNumber;
        gaveFundraiser: z.ZodBoolean;
        receivedFundraiser: z.ZodBoolean;
        passed: z.ZodBoolean;
    }, z.core.$strip>>;
    offered: z.ZodRecord<z.ZodString, z.ZodNumber>;
    projects: z.ZodRecord<z.ZodString, z.ZodObject<{
        card: z.ZodNumber;
        owner: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        cubes: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
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
        leaders: z.ZodArray<z.ZodString>;
        freedomRiders: z.ZodArray<z.ZodString>;
        overkill: z.ZodNumber;
        litigationUsed: z.ZodBoolean;
        protests: z.ZodNumber;
        blueHitFirstProtest: z.ZodBoolean;
        leaderLost: z.ZodBoolean;
        lostLocalFigures: z.ZodArray<z.ZodString>;
        xRerollsUsed: z.ZodArray<z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>>;
        eventLeader: z.ZodNullable<z.ZodString>;
        outcome: z.ZodEnum<{
            success: "success";
            active: "active";
            failure: "failure";
            withdrawn: "withdrawn";
        }>;
    }, z.core.$strip>>;
    supply: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
    xTrack: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
    failureTrackStart: z.ZodNumber;
    decks: z.ZodObject<{
        strategy: z.ZodArray<z.ZodString>;
        strategyDiscard: z.ZodArray<z.ZodString>;
        strategyRemoved: z.ZodArray<z.ZodString>;
        lastingEvents: z.ZodArray<z.ZodString>;
        display: z.ZodArray<z.ZodString>;
        projects: z.ZodArray<z.ZodNumber>;
        projectDiscard: z.ZodArray<z.ZodNumber>;
        legislation: z.ZodArray<z.ZodString>;
        civilRightsAct: z.ZodArray<z.ZodString>;
        votingRightsAct: z.ZodArray<z.ZodString>;
        laws: z.ZodObject<{
            S: z.ZodArray<z.ZodString>;
            A: z.ZodArray<z.ZodString>;
            V: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        legislationDiscard: z.ZodArray<z.ZodString>;
        legislationRemoved: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    tasks: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"flow">;
        cursor: z.ZodNumber;
        round: z.ZodNullable<z.ZodObject<{
            org: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            preemptive: z.ZodBoolean;
            use: z.ZodEnum<{
                event: "event";
                discard: "discard";
                project: "project";
            }>;
            cards: z.ZodArray<z.ZodObject<{
                id: z.ZodString;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strip>>;
            mode: z.ZodNullable<z.ZodEnum<{
                advance: "advance";
                protest: "protest";
                bamn: "bamn";
                exam: "exam";
                picket: "picket";
                injunction: "injunction";
            }>>;
            extra: z.ZodNullable<z.ZodObject<{
                min: z.ZodNumber;
                max: z.ZodNumber;
                rank: z.ZodUnion<readonly [z.ZodLiteral<"first">, z.ZodLiteral<4>]>;
            }, z.core.$strip>>;
            reinforce: z.ZodArray<z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>>;
            event: z.ZodNullable<z.ZodObject<{
                card: z.ZodString;
                target: z.ZodNullable<z.ZodEnum<{
                    SNCC: "SNCC";
                    CORE: "CORE";
                    SCLC: "SCLC";
                    NAACP: "NAACP";
                }>>;
                law: z.ZodNullable<z.ZodString>;
            }, z.core.$strip>>;
            stage: z.ZodEnum<{
                close: "close";
                act: "act";
                reinforce: "reinforce";
                build: "build";
                "pre-dice": "pre-dice";
            }>;
        }, z.core.$strip>>;
        burn: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        leadersReturning: z.ZodArray<z.ZodString>;
        preemptor: z.ZodNullable<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        deadlock: z.ZodBoolean;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"dealProjects">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"hireSeats">;
        cursor: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"selectSeats">;
        cursor: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"selectAfterRedraw">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"challengeDecisions">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"challengeBoard">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"lawEvents">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"roundPreempt">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"roundWindow">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"roundBegin">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"roundPlay">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"heldMandatory">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"discardSeats">;
        cursor: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"supremeCourt">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"challengesEnd">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"hire">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"redraw">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        left: z.ZodNumber;
        discarded: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"select">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"mobilize">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        cards: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"leader">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        purpose: z.ZodEnum<{
            replace: "replace";
            assign: "assign";
            second: "second";
            additional: "additional";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"riders">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"chooseLaw">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        act: z.ZodEnum<{
            "civil-rights-act-1964": "civil-rights-act-1964";
            "voting-rights-act-1965": "voting-rights-act-1965";
        }>;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"fundraiser">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        from: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        card: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"preempt">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"action">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"mode">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"extra">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"reinforce">;
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
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"burn">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"appeal">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"discardDown">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        appealCards: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"window">;
        seats: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"events">;
        seats: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionPreRoll">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionRoll">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionReroll">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionLeaderHits">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionResponse">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionAppeal">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionDoj">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionWithdraw">;
    }, z.core.$strip>, z.ZodObject<{
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
            "supreme-court": "supreme-court";
        }>;
        cards: z.ZodReadonly<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>>;
        next: z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>;
        after: z.ZodUnion<readonly [z.ZodEnum<{
            registrar: "registrar";
            "leader-hits": "leader-hits";
            "protest-assign": "protest-assign";
            "protest-strike-first": "protest-strike-first";
            "protest-sf-seg": "protest-sf-seg";
            "protest-backfire": "protest-backfire";
            "protest-backfire-red": "protest-backfire-red";
            "protest-done": "protest-done";
            "advance-attack": "advance-attack";
            "advance-survive": "advance-survive";
            "advance-done": "advance-done";
            "registrar-hits": "registrar-hits";
            "doj-hits": "doj-hits";
            "registrar-done": "registrar-done";
            "litigation-result": "litigation-result";
            "litigation-resolve": "litigation-resolve";
            "litigation-end": "litigation-end";
            "supreme-case": "supreme-case";
            "supreme-result": "supreme-result";
            "supreme-resolve": "supreme-resolve";
            "bamn-white-hits": "bamn-white-hits";
            "bamn-white-done": "bamn-white-done";
            "bamn-blue-hits": "bamn-blue-hits";
            "bamn-fate": "bamn-fate";
            "bamn-red-hits": "bamn-red-hits";
            "bamn-blue-leader": "bamn-blue-leader";
            "bamn-blue-done": "bamn-blue-done";
        }>, z.ZodLiteral<"">]>;
        roll: z.ZodNullable<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        queue: z.ZodArray<z.ZodObject<{
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
            twice: z.ZodBoolean;
            insured: z.ZodBoolean;
            exempt: z.ZodBoolean;
            modifier: z.ZodNumber;
            faces: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            kept: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            subsequent: z.ZodNullable<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            deferConfirm: z.ZodBoolean;
            xRerollDeclined: z.ZodBoolean;
            plain: z.ZodBoolean;
        }, z.core.$strip>>;
        results: z.ZodRecord<z.ZodString, z.ZodObject<{
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
            value: z.ZodNumber;
            struckOut: z.ZodBoolean;
            klan: z.ZodBoolean;
            x: z.ZodBoolean;
            modifier: z.ZodNumber;
            exempt: z.ZodBoolean;
        }, z.core.$strip>>;
        figures: z.ZodArray<z.ZodString>;
        staffOffer: z.ZodArray<z.ZodString>;
        rerolls: z.ZodNumber;
        batch: z.ZodArray<z.ZodEnum<{
            leader: "leader";
            registrar: "registrar";
            doj: "doj";
            "red-cubes": "red-cubes";
            "white-cubes": "white-cubes";
            "blue-cubes": "blue-cubes";
            ldf: "ldf";
            "seg-attorney": "seg-attorney";
            fate: "fate";
        }>>;
        staffCubes: z.ZodArray<z.ZodString>;
        staffLeader: z.ZodArray<z.ZodString>;
        strikeFirstOk: z.ZodBoolean;
        strikeFirst: z.ZodBoolean;
        insured: z.ZodBoolean;
        extraRank: z.ZodNumber;
        hits: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        collected: z.ZodObject<{
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        removed: z.ZodObject<{
            byWhite: z.ZodNumber;
            byBlue: z.ZodNumber;
            riders: z.ZodNumber;
        }, z.core.$strip>;
        advanced: z.ZodNumber;
        leaderHits: z.ZodNumber;
        responders: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        responseHits: z.ZodNumber;
        appeal: z.ZodBoolean;
        proposals: z.ZodRecord<z.ZodString, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        cases: z.ZodArray<z.ZodObject<{
            orgs: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>>;
        registrar: z.ZodNullable<z.ZodObject<{
            hits: z.ZodNumber;
            removed: z.ZodNumber;
        }, z.core.$strip>>;
        leaderGone: z.ZodBoolean;
        kind: z.ZodLiteral<"resolutionConsolidate">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawStrategy">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawProject">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawStaff">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawLegislation">;
        to: z.ZodEnum<{
            discard: "discard";
            law: "law";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawChallenge">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawSolo">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"challenge">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        card: z.ZodString;
        asked: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"share">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        from: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        card: z.ZodString;
        dealt: z.ZodBoolean;
        asked: z.ZodArray<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"solo">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        card: z.ZodString;
        held: z.ZodBoolean;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"beforeDeal">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"beforeAction">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"turnCleanup">;
    }, z.core.$strip>], "kind">>;
    ext: z.ZodOptional<z.ZodObject<{
        variant: z.ZodEnum<{
            coop: "coop";
            standard: "standard";
            solitaire: "solitaire";
            team: "team";
        }>;
        historical: z.ZodBoolean;
        advanced: z.ZodBoolean;
        difficulty: z.ZodNullable<z.ZodEnum<{
            "roberto-clemente": "roberto-clemente";
            "ernie-banks": "ernie-banks";
            "willie-mays": "willie-mays";
            "henry-aaron": "henry-aaron";
            "jackie-robinson": "jackie-robinson";
        }>>;
        teams: z.ZodNullable<z.ZodTuple<[z.ZodTuple<[z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>], null>, z.ZodTuple<[z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>], null>], null>>;
        projectReserve: z.ZodArray<z.ZodNumber>;
        challenges: z.ZodNullable<z.ZodObject<{
            deck: z.ZodArray<z.ZodString>;
            discard: z.ZodArray<z.ZodString>;
            dealt: z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>;
            byBoard: z.ZodArray<z.ZodString>;
            inPlay: z.ZodArray<z.ZodObject<{
                card: z.ZodString;
                org: z.ZodNullable<z.ZodEnum<{
                    SNCC: "SNCC";
                    CORE: "CORE";
                    SCLC: "SCLC";
                    NAACP: "NAACP";
                }>>;
                added: z.ZodObject<{
                    white: z.ZodNumber;
                    blue: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            custom: z.ZodNullable<z.ZodArray<z.ZodObject<{
                id: z.ZodString;
                name: z.ZodString;
                category: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                    M: "M";
                    ANY: "ANY";
                    ALL: "ALL";
                }>;
                dot: z.ZodNullable<z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                    silver: "silver";
                    black: "black";
                }>>;
                trigger: z.ZodDiscriminatedUnion<[z.ZodObject<{
                    on: z.ZodLiteral<"now">;
                }, z.core.$strict>, z.ZodObject<{
                    on: z.ZodLiteral<"project-action">;
                    stages: z.ZodDefault<z.ZodArray<z.ZodEnum<{
                        protest: "protest";
                        exam: "exam";
                        "school-year": "school-year";
                        classes: "classes";
                        courthouse: "courthouse";
                    }>>>;
                }, z.core.$strict>, z.ZodObject<{
                    on: z.ZodLiteral<"project-failure">;
                }, z.core.$strict>], "on">;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"add-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"remove-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"move-x">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                    direction: z.ZodEnum<{
                        up: "up";
                        down: "down";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-failure">;
                    count: z.ZodNumber;
                }, z.core.$strict>], "kind">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>>;
        }, z.core.$strip>>;
        solo: z.ZodNullable<z.ZodObject<{
            drawnRound: z.ZodNumber;
            held: z.ZodArray<z.ZodString>;
            offered: z.ZodArray<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
type Cubes = z.infer<typeof cubesSchema>;
type OrgState = z.infer<typeof orgStateSchema>;
type Project = z.infer<typeof projectSchema>;
type NonViolence = z.infer<typeof nonViolenceSchema>;
/** The Free at Last game state. */
type FreeAtLastState = z.infer<typeof freeAtLastStateSchema>;

/** 2.0 Turn order. */
declare const turnOrder: readonly ["SNCC", "CORE", "SCLC", "NAACP"];
/**
 * The game config: 1–4 of the four organizations (seated in Turn order; a number N is the first N),
 * chance mode, components,
 * and the advanced game and variants of section 23 (state/variant-config.ts: which combine).
 */
declare const configSchema: z.ZodPipe<z.ZodObject<{
    advanced: z.ZodDefault<z.ZodBoolean>;
    variant: z.ZodDefault<z.ZodEnum<{
        coop: "coop";
        standard: "standard";
        solitaire: "solitaire";
        team: "team";
        historical: "historical";
        cooperative: "cooperative";
    }>>;
    historical: z.ZodDefault<z.ZodBoolean>;
    difficulty: z.ZodDefault<z.ZodNullable<z.ZodEnum<{
        "roberto-clemente": "roberto-clemente";
        "ernie-banks": "ernie-banks";
        "willie-mays": "willie-mays";
        "henry-aaron": "henry-aaron";
        "jackie-robinson": "jackie-robinson";
    }>>>;
    teams: z.ZodOptional<z.ZodTuple<[z.ZodTuple<[z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>, z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>], null>, z.ZodTuple<[z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>, z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>], null>], null>>;
    challengeDeck: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        category: z.ZodEnum<{
            S: "S";
            A: "A";
            V: "V";
            M: "M";
            ANY: "ANY";
            ALL: "ALL";
        }>;
        dot: z.ZodNullable<z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
            silver: "silver";
            black: "black";
        }>>;
        trigger: z.ZodDiscriminatedUnion<[z.ZodObject<{
            on: z.ZodLiteral<"now">;
        }, z.core.$strict>, z.ZodObject<{
            on: z.ZodLiteral<"project-action">;
            stages: z.ZodDefault<z.ZodArray<z.ZodEnum<{
                protest: "protest";
                exam: "exam";
                "school-year": "school-year";
                classes: "classes";
                courthouse: "courthouse";
            }>>>;
        }, z.core.$strict>, z.ZodObject<{
            on: z.ZodLiteral<"project-failure">;
        }, z.core.$strict>], "on">;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"add-seg">;
            color: z.ZodEnum<{
                blue: "blue";
                white: "white";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"remove-red">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"move-x">;
            die: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            direction: z.ZodEnum<{
                up: "up";
                down: "down";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"gain-failure">;
            count: z.ZodNumber;
        }, z.core.$strict>], "kind">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>>;
    players: z.ZodOptional<z.ZodUnion<readonly [z.ZodPipe<z.ZodNumber, z.ZodTransform<("SNCC" | "CORE" | "SCLC" | "NAACP")[], number>>, z.ZodArray<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>]>>;
    chance: z.ZodDefault<z.ZodEnum<{
        auto: "auto";
        manual: "manual";
    }>>;
    components: z.ZodOptional<z.ZodObject<{
        name: z.ZodString;
        states: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        projects: z.ZodArray<z.ZodObject<{
            number: z.ZodNumber;
            title: z.ZodString;
            type: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
            kind: z.ZodEnum<{
                march: "march";
                protest: "protest";
                "freedom-ride": "freedom-ride";
                "voter-registration": "voter-registration";
                summer: "summer";
                school: "school";
            }>;
            state: z.ZodString;
            location: z.ZodString;
            seg: z.ZodObject<{
                white: z.ZodNumber;
                blue: z.ZodNumber;
            }, z.core.$strict>;
            localFigures: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                side: z.ZodEnum<{
                    "civil-rights": "civil-rights";
                    seg: "seg";
                }>;
                activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                    by: z.ZodLiteral<"color">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"rank">;
                    rank: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"rank-and-color">;
                    rank: z.ZodNumber;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"set-size">;
                    cards: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"project-type">;
                    projectType: z.ZodEnum<{
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"project-kind">;
                    kind: z.ZodEnum<{
                        march: "march";
                        protest: "protest";
                        "freedom-ride": "freedom-ride";
                        "voter-registration": "voter-registration";
                        summer: "summer";
                        school: "school";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"state">;
                    state: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"always">;
                }, z.core.$strict>], "by">;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"collect-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"remove-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"add-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"add-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"move-x">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                    direction: z.ZodEnum<{
                        up: "up";
                        down: "down";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"roll-twice">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"die-modifier">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"reroll-any">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-stars">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-failure">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"draw-cards">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"refresh-staff">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"hire-staff">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"new-leader">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"leader-second-project">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"pass-legislation">;
                    area: z.ZodEnum<{
                        any: "any";
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"chairman-collect-blue">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"freedom-rider">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"litigation-modifier">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"litigation-hits">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"reroll-x-once">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"enable-doj-attorney">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"event-leader">;
                    leader: z.ZodString;
                    projectType: z.ZodEnum<{
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"burn-baby-burn">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"lower-non-violence">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"redraw-cards">;
                    max: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"cancel-all-challenges">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"none">;
                }, z.core.$strict>], "kind">>;
                registrar: z.ZodDefault<z.ZodBoolean>;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            scalesOfJustice: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        strategy: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            starred: z.ZodDefault<z.ZodBoolean>;
            fundraiser: z.ZodDefault<z.ZodBoolean>;
            response: z.ZodDefault<z.ZodBoolean>;
            mandatory: z.ZodDefault<z.ZodBoolean>;
            bamn: z.ZodDefault<z.ZodBoolean>;
            phase: z.ZodDefault<z.ZodEnum<{
                action: "action";
                legislation: "legislation";
                "project-selection": "project-selection";
                challenge: "challenge";
                "end-of-turn": "end-of-turn";
            }>>;
            turns: z.ZodDefault<z.ZodArray<z.ZodNumber>>;
            target: z.ZodEnum<{
                game: "game";
                "own-project": "own-project";
                "any-project": "any-project";
                self: "self";
                "any-player": "any-player";
                "all-players": "all-players";
            }>;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            lasting: z.ZodDefault<z.ZodBoolean>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        homeCards: z.ZodArray<z.ZodObject<{
            organization: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            name: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        leaders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            organization: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            role: z.ZodEnum<{
                protest: "protest";
                "freedom-rider": "freedom-rider";
                staff: "staff";
                chairman: "chairman";
            }>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            immuneToMinusOne: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        attorneys: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            role: z.ZodEnum<{
                "ldf-state": "ldf-state";
                "co-counsel": "co-counsel";
                doj: "doj";
            }>;
            state: z.ZodOptional<z.ZodString>;
            caseType: z.ZodOptional<z.ZodEnum<{
                march: "march";
                S: "S";
                V: "V";
                criminal: "criminal";
            }>>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        legislation: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            act: z.ZodEnum<{
                general: "general";
                "civil-rights-act-1964": "civil-rights-act-1964";
                "voting-rights-act-1965": "voting-rights-act-1965";
            }>;
            area: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
                federal: "federal";
            }>;
            oneTime: z.ZodBoolean;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        dice: z.ZodObject<{
            red: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            white: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            blue: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        xTracks: z.ZodObject<{
            red: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            white: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            blue: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        starValues: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        failurePenalties: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        cubes: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
}, z.core.$strict>, z.ZodTransform<{
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
    players?: ("SNCC" | "CORE" | "SCLC" | "NAACP")[] | undefined;
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
}>>;
/** The flow's actions (phases, card play, events, interrupts). */
declare const flowActionSchemas: readonly [z.ZodObject<{
    type: z.ZodLiteral<"drawStrategy">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawProject">;
    card: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawStaff">;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawLegislation">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"hire">;
    discard: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"skipHire">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"redrawDiscard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"redrawDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"selectProject">;
    state: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    type: z.ZodLiteral<"mobilize">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mobilizeDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"assignLeader">;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"noLeader">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"chooseLaw">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"event">;
    card: z.ZodString;
    target: z.ZodNullable<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    law: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"eventsDone">;
}, z.core.$strict>, z.ZodObject<{
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    type: z.ZodLiteral<"play">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mode">;
    mode: z.ZodEnum<{
        advance: "advance";
        protest: "protest";
        bamn: "bamn";
        exam: "exam";
        picket: "picket";
        injunction: "injunction";
    }>;
}, z.core.$strict>, z.ZodObject<{
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    type: z.ZodLiteral<"extra">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"extraDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"reinforce">;
    target: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"pass">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"concede">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"preempt">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"declinePreempt">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"spendStarDraw">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"giveFundraiser">;
    card: z.ZodString;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"windowPass">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"acceptFundraiser">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"refuseFundraiser">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"burnDiscard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"burnLower">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discardDown">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"appealDiscard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discardDone">;
}, z.core.$strict>];
/** Every Free at Last action: the flow's and the project rules'. */
declare const actionSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"drawStrategy">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawProject">;
    card: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawStaff">;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawLegislation">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"hire">;
    discard: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"skipHire">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"redrawDiscard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"redrawDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"selectProject">;
    state: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    type: z.ZodLiteral<"mobilize">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mobilizeDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"assignLeader">;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"noLeader">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"chooseLaw">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"event">;
    card: z.ZodString;
    target: z.ZodNullable<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    law: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"eventsDone">;
}, z.core.$strict>, z.ZodObject<{
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    type: z.ZodLiteral<"play">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mode">;
    mode: z.ZodEnum<{
        advance: "advance";
        protest: "protest";
        bamn: "bamn";
        exam: "exam";
        picket: "picket";
        injunction: "injunction";
    }>;
}, z.core.$strict>, z.ZodObject<{
    card: z.ZodString;
    rank: z.ZodNumber;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    type: z.ZodLiteral<"extra">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"extraDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"reinforce">;
    target: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"pass">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"concede">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"preempt">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"declinePreempt">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"spendStarDraw">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"giveFundraiser">;
    card: z.ZodString;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"windowPass">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"acceptFundraiser">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"refuseFundraiser">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"burnDiscard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"burnLower">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discardDown">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"appealDiscard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discardDone">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectRoll">;
    die: z.ZodEnum<{
        blue: "blue";
        red: "red";
        white: "white";
    }>;
    face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectCommitStaff">;
    staff: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectStrikeFirst">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectInsure">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectRemoveOverkill">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectProceed">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectKeep">;
    face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectReroll">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectRerollDie">;
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
    type: z.ZodLiteral<"projectLeaderHit">;
    use: z.ZodEnum<{
        overkill: "overkill";
        save: "save";
        collect: "collect";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectPlayResponse">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectAppeal">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectDoj">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectWithdraw">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectConsolidate">;
    with: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"projectPass">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawChallenge">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drawSolo">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeImplement">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeWhiteCube">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeGive">;
    to: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeCancel">;
    card: z.ZodString;
    pay: z.ZodEnum<{
        "two-stars": "two-stars";
        "sclc-one-star": "sclc-one-star";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeShare">;
    card: z.ZodString;
    with: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeShareAccept">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"challengeShareRefuse">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"soloImplement">;
    law: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"soloDecline">;
}, z.core.$strict>], "type">;
/**
 * What a chance node of Free at Last is (`ask` at a chance node; docs/free-at-last/questions.md): a
 * card or Staffer drawn (which deck, for whom), or a die of a project action (which die, for what,
 * whose Project, which throw: 3.6, 15.9).
 */
declare const chanceQuestionSchema: z.ZodUnion<readonly [z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodEnum<{
        strategy: "strategy";
        challenge: "challenge";
        staff: "staff";
    }>;
    for: z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodLiteral<"project">;
    for: z.ZodLiteral<"table">;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodLiteral<"strategy">;
    for: z.ZodLiteral<"solitaire">;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodLiteral<"legislation">;
    to: z.ZodEnum<{
        discard: "discard";
        law: "law";
    }>;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"die">;
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
    for: z.ZodEnum<{
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
        "supreme-court": "supreme-court";
    }>;
    attempt: z.ZodEnum<{
        first: "first";
        second: "second";
        subsequent: "subsequent";
    }>;
}, z.core.$strict>]>;
/** What one seat (or a spectator, `seat: null`) may see. */
declare const viewSchema: z.ZodObject<{
    seat: z.ZodNullable<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    seats: z.ZodArray<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    turn: z.ZodNumber;
    phase: z.ZodEnum<{
        legislation: "legislation";
        "end-of-turn": "end-of-turn";
        "hire-staff": "hire-staff";
        challenges: "challenges";
        "deal-projects": "deal-projects";
        "deal-strategy": "deal-strategy";
        "select-projects": "select-projects";
        "action-rounds": "action-rounds";
        "game-over": "game-over";
    }>;
    actionRound: z.ZodNumber;
    toMove: z.ZodNullable<z.ZodString>;
    prompt: z.ZodString;
    legal: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        type: z.ZodLiteral<"drawStrategy">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"drawProject">;
        card: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"drawStaff">;
        leader: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"drawLegislation">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"hire">;
        discard: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"skipHire">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"redrawDiscard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"redrawDone">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"selectProject">;
        state: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        card: z.ZodString;
        rank: z.ZodNumber;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
        type: z.ZodLiteral<"mobilize">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"mobilizeDone">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"assignLeader">;
        leader: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"noLeader">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"chooseLaw">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"event">;
        card: z.ZodString;
        target: z.ZodNullable<z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>>;
        law: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"eventsDone">;
    }, z.core.$strict>, z.ZodObject<{
        card: z.ZodString;
        rank: z.ZodNumber;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
        type: z.ZodLiteral<"play">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"mode">;
        mode: z.ZodEnum<{
            advance: "advance";
            protest: "protest";
            bamn: "bamn";
            exam: "exam";
            picket: "picket";
            injunction: "injunction";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        card: z.ZodString;
        rank: z.ZodNumber;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
        type: z.ZodLiteral<"extra">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"extraDone">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"reinforce">;
        target: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"pass">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"discard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"concede">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"preempt">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"declinePreempt">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"spendStarDraw">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"giveFundraiser">;
        card: z.ZodString;
        to: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"windowPass">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"acceptFundraiser">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"refuseFundraiser">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"burnDiscard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"burnLower">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"discardDown">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"appealDiscard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"discardDone">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectRoll">;
        die: z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>;
        face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectCommitStaff">;
        staff: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectStrikeFirst">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectInsure">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectRemoveOverkill">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectProceed">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectKeep">;
        face: z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectReroll">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectRerollDie">;
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
        type: z.ZodLiteral<"projectLeaderHit">;
        use: z.ZodEnum<{
            overkill: "overkill";
            save: "save";
            collect: "collect";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectPlayResponse">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectAppeal">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectDoj">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectWithdraw">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectConsolidate">;
        with: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"projectPass">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"drawChallenge">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"drawSolo">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeImplement">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeWhiteCube">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeGive">;
        to: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeCancel">;
        card: z.ZodString;
        pay: z.ZodEnum<{
            "two-stars": "two-stars";
            "sclc-one-star": "sclc-one-star";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeShare">;
        card: z.ZodString;
        with: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeShareAccept">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"challengeShareRefuse">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"soloImplement">;
        law: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"soloDecline">;
    }, z.core.$strict>], "type">>;
    ask: z.ZodNullable<z.ZodUnion<readonly [z.ZodUnion<readonly [z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodEnum<{
            strategy: "strategy";
            challenge: "challenge";
            staff: "staff";
        }>;
        for: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodLiteral<"project">;
        for: z.ZodLiteral<"table">;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodLiteral<"strategy">;
        for: z.ZodLiteral<"solitaire">;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodLiteral<"legislation">;
        to: z.ZodEnum<{
            discard: "discard";
            law: "law";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"die">;
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
        for: z.ZodEnum<{
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
            "supreme-court": "supreme-court";
        }>;
        attempt: z.ZodEnum<{
            first: "first";
            second: "second";
            subsequent: "subsequent";
        }>;
    }, z.core.$strict>]>, z.ZodObject<{
        decision: z.ZodString;
        seat: z.ZodString;
    }, z.core.$loose>]>>;
    components: z.ZodNullable<z.ZodObject<{
        name: z.ZodString;
        states: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        projects: z.ZodArray<z.ZodObject<{
            number: z.ZodNumber;
            title: z.ZodString;
            type: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
            }>;
            kind: z.ZodEnum<{
                march: "march";
                protest: "protest";
                "freedom-ride": "freedom-ride";
                "voter-registration": "voter-registration";
                summer: "summer";
                school: "school";
            }>;
            state: z.ZodString;
            location: z.ZodString;
            seg: z.ZodObject<{
                white: z.ZodNumber;
                blue: z.ZodNumber;
            }, z.core.$strict>;
            localFigures: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                side: z.ZodEnum<{
                    "civil-rights": "civil-rights";
                    seg: "seg";
                }>;
                activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                    by: z.ZodLiteral<"color">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"rank">;
                    rank: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"rank-and-color">;
                    rank: z.ZodNumber;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"set-size">;
                    cards: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"project-type">;
                    projectType: z.ZodEnum<{
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"project-kind">;
                    kind: z.ZodEnum<{
                        march: "march";
                        protest: "protest";
                        "freedom-ride": "freedom-ride";
                        "voter-registration": "voter-registration";
                        summer: "summer";
                        school: "school";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"state">;
                    state: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    by: z.ZodLiteral<"always">;
                }, z.core.$strict>], "by">;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"collect-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"remove-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"add-red">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"add-seg">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        white: "white";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"move-x">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                    direction: z.ZodEnum<{
                        up: "up";
                        down: "down";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"roll-twice">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"die-modifier">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"reroll-any">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-stars">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"gain-failure">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"draw-cards">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"refresh-staff">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"hire-staff">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"new-leader">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"leader-second-project">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"pass-legislation">;
                    area: z.ZodEnum<{
                        any: "any";
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"chairman-collect-blue">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"freedom-rider">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"litigation-modifier">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"litigation-hits">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"reroll-x-once">;
                    die: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                        white: "white";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"enable-doj-attorney">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"event-leader">;
                    leader: z.ZodString;
                    projectType: z.ZodEnum<{
                        S: "S";
                        A: "A";
                        V: "V";
                    }>;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"burn-baby-burn">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"lower-non-violence">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"redraw-cards">;
                    max: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"cancel-all-challenges">;
                }, z.core.$strict>, z.ZodObject<{
                    kind: z.ZodLiteral<"none">;
                }, z.core.$strict>], "kind">>;
                registrar: z.ZodDefault<z.ZodBoolean>;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            scalesOfJustice: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        strategy: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
            starred: z.ZodDefault<z.ZodBoolean>;
            fundraiser: z.ZodDefault<z.ZodBoolean>;
            response: z.ZodDefault<z.ZodBoolean>;
            mandatory: z.ZodDefault<z.ZodBoolean>;
            bamn: z.ZodDefault<z.ZodBoolean>;
            phase: z.ZodDefault<z.ZodEnum<{
                action: "action";
                legislation: "legislation";
                "project-selection": "project-selection";
                challenge: "challenge";
                "end-of-turn": "end-of-turn";
            }>>;
            turns: z.ZodDefault<z.ZodArray<z.ZodNumber>>;
            target: z.ZodEnum<{
                game: "game";
                "own-project": "own-project";
                "any-project": "any-project";
                self: "self";
                "any-player": "any-player";
                "all-players": "all-players";
            }>;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            lasting: z.ZodDefault<z.ZodBoolean>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        homeCards: z.ZodArray<z.ZodObject<{
            organization: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            name: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        leaders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            organization: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            role: z.ZodEnum<{
                protest: "protest";
                "freedom-rider": "freedom-rider";
                staff: "staff";
                chairman: "chairman";
            }>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            immuneToMinusOne: z.ZodDefault<z.ZodBoolean>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        attorneys: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            role: z.ZodEnum<{
                "ldf-state": "ldf-state";
                "co-counsel": "co-counsel";
                doj: "doj";
            }>;
            state: z.ZodOptional<z.ZodString>;
            caseType: z.ZodOptional<z.ZodEnum<{
                march: "march";
                S: "S";
                V: "V";
                criminal: "criminal";
            }>>;
            activation: z.ZodDiscriminatedUnion<[z.ZodObject<{
                by: z.ZodLiteral<"color">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank">;
                rank: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"rank-and-color">;
                rank: z.ZodNumber;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"set-size">;
                cards: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-type">;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"project-kind">;
                kind: z.ZodEnum<{
                    march: "march";
                    protest: "protest";
                    "freedom-ride": "freedom-ride";
                    "voter-registration": "voter-registration";
                    summer: "summer";
                    school: "school";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"state">;
                state: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                by: z.ZodLiteral<"always">;
            }, z.core.$strict>], "by">;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        legislation: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            act: z.ZodEnum<{
                general: "general";
                "civil-rights-act-1964": "civil-rights-act-1964";
                "voting-rights-act-1965": "voting-rights-act-1965";
            }>;
            area: z.ZodEnum<{
                S: "S";
                A: "A";
                V: "V";
                federal: "federal";
            }>;
            oneTime: z.ZodBoolean;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"collect-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"remove-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-red">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"add-seg">;
                color: z.ZodEnum<{
                    blue: "blue";
                    white: "white";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"move-x">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
                direction: z.ZodEnum<{
                    up: "up";
                    down: "down";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"roll-twice">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"die-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-any">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-stars">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"gain-failure">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"draw-cards">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"refresh-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"hire-staff">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"new-leader">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"leader-second-project">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"pass-legislation">;
                area: z.ZodEnum<{
                    any: "any";
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"chairman-collect-blue">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"freedom-rider">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-modifier">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"litigation-hits">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"reroll-x-once">;
                die: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                    white: "white";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"enable-doj-attorney">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"event-leader">;
                leader: z.ZodString;
                projectType: z.ZodEnum<{
                    S: "S";
                    A: "A";
                    V: "V";
                }>;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"burn-baby-burn">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"lower-non-violence">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"redraw-cards">;
                max: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"cancel-all-challenges">;
            }, z.core.$strict>, z.ZodObject<{
                kind: z.ZodLiteral<"none">;
            }, z.core.$strict>], "kind">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        dice: z.ZodObject<{
            red: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            white: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            blue: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodLiteral<"X">, z.ZodLiteral<"K">]>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        xTracks: z.ZodObject<{
            red: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            white: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            blue: z.ZodObject<{
                values: z.ZodArray<z.ZodNumber>;
                start: z.ZodNumber;
            }, z.core.$strict>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        starValues: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        failurePenalties: z.ZodObject<{
            values: z.ZodArray<z.ZodNumber>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
        cubes: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
    step: z.ZodNullable<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"hire">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"redraw">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        left: z.ZodNumber;
        discarded: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"select">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"mobilize">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        cards: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"leader">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        purpose: z.ZodEnum<{
            replace: "replace";
            assign: "assign";
            second: "second";
            additional: "additional";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"riders">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"chooseLaw">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        act: z.ZodEnum<{
            "civil-rights-act-1964": "civil-rights-act-1964";
            "voting-rights-act-1965": "voting-rights-act-1965";
        }>;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"fundraiser">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        from: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        card: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"preempt">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"action">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"mode">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"extra">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"reinforce">;
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
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"burn">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"appeal">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"discardDown">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        appealCards: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"events">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"window">;
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
    }, z.core.$strip>], "kind">>;
    round: z.ZodNullable<z.ZodObject<{
        org: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        preemptive: z.ZodBoolean;
        use: z.ZodEnum<{
            event: "event";
            discard: "discard";
            project: "project";
        }>;
        cards: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            rank: z.ZodNumber;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
                white: "white";
            }>;
        }, z.core.$strip>>;
        mode: z.ZodNullable<z.ZodEnum<{
            advance: "advance";
            protest: "protest";
            bamn: "bamn";
            exam: "exam";
            picket: "picket";
            injunction: "injunction";
        }>>;
        extra: z.ZodNullable<z.ZodObject<{
            min: z.ZodNumber;
            max: z.ZodNumber;
            rank: z.ZodUnion<readonly [z.ZodLiteral<"first">, z.ZodLiteral<4>]>;
        }, z.core.$strip>>;
        reinforce: z.ZodArray<z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>>;
        event: z.ZodNullable<z.ZodObject<{
            card: z.ZodString;
            target: z.ZodNullable<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
            law: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        stage: z.ZodEnum<{
            close: "close";
            act: "act";
            reinforce: "reinforce";
            build: "build";
            "pre-dice": "pre-dice";
        }>;
    }, z.core.$strip>>;
    orgs: z.ZodRecord<z.ZodString, z.ZodObject<{
        hand: z.ZodNullable<z.ZodArray<z.ZodString>>;
        handCount: z.ZodNumber;
        homeCardInHand: z.ZodBoolean;
        stars: z.ZodNumber;
        failures: z.ZodNumber;
        vp: z.ZodNumber;
        vpBreakdown: z.ZodObject<{
            segCubes: z.ZodNumber;
            redCubes: z.ZodNumber;
            freedomMarkers: z.ZodNumber;
            litigation: z.ZodNumber;
            events: z.ZodNumber;
            stars: z.ZodNumber;
            failures: z.ZodNumber;
        }, z.core.$strip>;
        freedomMarkers: z.ZodObject<{
            S: z.ZodNumber;
            A: z.ZodNumber;
            V: z.ZodNumber;
        }, z.core.$strip>;
        staffPoolCount: z.ZodNumber;
        staff: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            tired: z.ZodBoolean;
        }, z.core.$strip>>;
        protestLeaders: z.ZodArray<z.ZodString>;
        removedLeaders: z.ZodArray<z.ZodString>;
        nonViolence: z.ZodNullable<z.ZodEnum<{
            "inter-racialism": "inter-racialism";
            "black-leadership": "black-leadership";
            "black-power": "black-power";
            "black-separatism": "black-separatism";
        }>>;
        eliminated: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
        criminalHold: z.ZodNumber;
        appealFiled: z.ZodBoolean;
        passed: z.ZodBoolean;
    }, z.core.$strip>>;
    offered: z.ZodRecord<z.ZodString, z.ZodNumber>;
    projects: z.ZodRecord<z.ZodString, z.ZodObject<{
        card: z.ZodNumber;
        owner: z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>;
        cubes: z.ZodObject<{
            red: z.ZodNumber;
            white: z.ZodNumber;
            blue: z.ZodNumber;
        }, z.core.$strip>;
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
        leaders: z.ZodArray<z.ZodString>;
        freedomRiders: z.ZodArray<z.ZodString>;
        overkill: z.ZodNumber;
        litigationUsed: z.ZodBoolean;
        protests: z.ZodNumber;
        blueHitFirstProtest: z.ZodBoolean;
        leaderLost: z.ZodBoolean;
        lostLocalFigures: z.ZodArray<z.ZodString>;
        xRerollsUsed: z.ZodArray<z.ZodEnum<{
            blue: "blue";
            red: "red";
            white: "white";
        }>>;
        eventLeader: z.ZodNullable<z.ZodString>;
        outcome: z.ZodEnum<{
            success: "success";
            active: "active";
            failure: "failure";
            withdrawn: "withdrawn";
        }>;
    }, z.core.$strip>>;
    supply: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
    xTrack: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
    xValues: z.ZodObject<{
        red: z.ZodNumber;
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
    failureTrack: z.ZodNumber;
    decks: z.ZodObject<{
        strategyCount: z.ZodNumber;
        strategyDiscard: z.ZodArray<z.ZodString>;
        strategyRemoved: z.ZodArray<z.ZodString>;
        lastingEvents: z.ZodArray<z.ZodString>;
        display: z.ZodArray<z.ZodString>;
        projectCount: z.ZodNumber;
        projectDiscard: z.ZodArray<z.ZodNumber>;
        legislationCount: z.ZodNumber;
        civilRightsAct: z.ZodArray<z.ZodString>;
        votingRightsAct: z.ZodArray<z.ZodString>;
        laws: z.ZodObject<{
            S: z.ZodArray<z.ZodString>;
            A: z.ZodArray<z.ZodString>;
            V: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        legislationDiscard: z.ZodArray<z.ZodString>;
        legislationRemoved: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    resolution: z.ZodUnknown;
    variants: z.ZodOptional<z.ZodObject<{
        variant: z.ZodEnum<{
            coop: "coop";
            standard: "standard";
            solitaire: "solitaire";
            team: "team";
        }>;
        historical: z.ZodBoolean;
        advanced: z.ZodBoolean;
        difficulty: z.ZodNullable<z.ZodEnum<{
            "roberto-clemente": "roberto-clemente";
            "ernie-banks": "ernie-banks";
            "willie-mays": "willie-mays";
            "henry-aaron": "henry-aaron";
            "jackie-robinson": "jackie-robinson";
        }>>;
        teams: z.ZodNullable<z.ZodTuple<[z.ZodTuple<[z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>], null>, z.ZodTuple<[z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>, z.ZodEnum<{
            SNCC: "SNCC";
            CORE: "CORE";
            SCLC: "SCLC";
            NAACP: "NAACP";
        }>], null>], null>>;
        projectReserveCount: z.ZodNumber;
        challenges: z.ZodNullable<z.ZodObject<{
            deckCount: z.ZodNumber;
            discard: z.ZodArray<z.ZodString>;
            dealt: z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>;
            byBoard: z.ZodArray<z.ZodString>;
            inPlay: z.ZodArray<z.ZodObject<{
                card: z.ZodString;
                org: z.ZodNullable<z.ZodEnum<{
                    SNCC: "SNCC";
                    CORE: "CORE";
                    SCLC: "SCLC";
                    NAACP: "NAACP";
                }>>;
                added: z.ZodObject<{
                    white: z.ZodNumber;
                    blue: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        soloHeld: z.ZodNullable<z.ZodArray<z.ZodString>>;
        step: z.ZodNullable<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"challenge">;
            org: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            card: z.ZodString;
            asked: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"share">;
            org: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            from: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            card: z.ZodString;
            dealt: z.ZodBoolean;
            asked: z.ZodArray<z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>>;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"solo">;
            org: z.ZodEnum<{
                SNCC: "SNCC";
                CORE: "CORE";
                SCLC: "SCLC";
                NAACP: "NAACP";
            }>;
            card: z.ZodString;
            held: z.ZodBoolean;
        }, z.core.$strip>], "kind">>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** The parsed config. */
type FreeAtLastConfig = z.output<typeof configSchema>;
/** The config as a user writes it. */
type FreeAtLastConfigInput = z.input<typeof configSchema>;
/** A Free at Last action. */
type FreeAtLastAction = z.infer<typeof actionSchema>;
/** A flow action (not a project-rules action). */
type FlowAction = z.infer<(typeof flowActionSchemas)[number]>;
/** What one seat may see. */
type FreeAtLastView = z.infer<typeof viewSchema>;

/**
 * Free at Last's heuristic bot: selects the Project it can mobilize most on against the fewest SEG
 * cubes (2.5, 24), mobilizes at most two cards (six red cubes: a lost Project then stays below the
 * nine that demoralize, 20.3) and keeps cards for the Action Rounds (24), assigns a Leader, commits
 * Staff, keeps its Stars unless it has no card to play (1.4, 4.1), plays the card whose SEG
 * reinforcement costs least (13.2) and whose Local Figures help (3.6.2, 4.2 C), puts SEG
 * reinforcements where they do least harm (13.2), passes Legislation when an event allows it (9.11.2), withdraws
 * a losing Project when the Failure Markers track is high (1.5, 1.6, 19.8), and discards its lowest
 * cards. `seed` breaks the remaining choices.
 */
declare function freeAtLastHeuristic(seed?: number): SyncBot<FreeAtLastAction, FreeAtLastView>;

/**
 * Free at Last's evaluation for `seat`, in [0, 1]: a Seggie victory grows likely as the Failure
 * Markers track, projected to the game's end, nears 9 (1.6), and the final scoring is won by the
 * projected VP margin over the best other organization (21.1; a team counts its partner's VPs with
 * its own, 23.2). The
 * solitaire and cooperative variants score survival alone (23.1.1, 23.3).
 */
declare function freeAtLastEvaluate(s: FreeAtLastState, seat: string): number;

/** A Challenge card in a player's play area or by the board (9.13, 9.14). */
declare const challengeInPlaySchema: z.ZodObject<{
    card: z.ZodString;
    org: z.ZodNullable<z.ZodEnum<{
        SNCC: "SNCC";
        CORE: "CORE";
        SCLC: "SCLC";
        NAACP: "NAACP";
    }>>;
    added: z.ZodObject<{
        white: z.ZodNumber;
        blue: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
type ChallengeInPlay = z.infer<typeof challengeInPlaySchema>;

type CubeColor = keyof Cubes;
/** Failure Markers per organization and in total (the Failure Markers track, 3.4, counts from its start space, 23.5). */
declare function failureMarkers(s: FreeAtLastState): {
    byOrg: Record<string, number>;
    total: number;
    track: number;
};

/** A Project to put in play: its card number, cubes, Leaders and stage. */
interface ScenarioProject {
    readonly card: number;
    /** Red cubes (default 6). */
    readonly red?: number;
    readonly white?: number;
    readonly blue?: number;
    /** Protest Leaders, taken out of the owner's available Protest Leaders (7.1). */
    readonly leaders?: readonly string[];
    /** Freedom Riders (7.4), taken out of the owner's available Protest Leaders. */
    readonly riders?: readonly string[];
    /** Protest actions already taken on the Project (22.14; default 0). */
    readonly protests?: number;
    /** Whether blue cubes scored hits in its first Protest roll (16.2; default not). */
    readonly blueHitFirstProtest?: boolean;
    /**
     * The stage; default the first stage of the card's type: `protest` for an A Project (15.1),
     * `exam` for an S Project with blue cubes and `school-year` without (17.1, as selecting it does),
     * `classes` for a V Project (18.1). `protest` is refused for an S Project (17.1: S Projects have no
     * Protest stage).
     */
    readonly stage?: Project['stage'];
}
/**
 * Where a built position is entered: the Project selection (2.5) from `actor` on in Turn order, `actor`
 * choosing among the offered Projects (set them with `offered`); the Action Round of `actor` (2.9, 13.1), asking for its card;
 * the same Action Round before anything of it happens (23.1 the solitaire draw comes first); the interrupt window
 * before it (10.x); the pre-emptive Action Round offer (10.4); the phase events of Project
 * selection for one seat (9.3.2.1); the Legislation phase (2.8, 9.11); the Challenge phase of the
 * advanced game (2.7); the End of Turn (2.10, 20.0).
 */
type ScenarioPoint = 'select-project' | 'action-round' | 'beforeAction' | 'interrupt-window' | 'preempt-offer' | 'phase-events' | 'legislation' | 'challenge-phase' | 'end-of-turn';
/** A Free at Last position under construction; every method returns a new builder (the old one is unchanged). */
interface FreeAtLastScenario extends Scenario<FreeAtLastState, ScenarioPoint, Organization, FreeAtLastScenario> {
    /**
     * Enters the position at `point` and moves it on to the first decision there; `actor` is the seat
     * asked first (default the first seat). Whatever was pending is dropped. `'end-of-turn'` never
     * runs into the next Turn: when the End of Turn would ask nothing, `actor` is asked for its 20.1
     * discards (it answers `discardDone`); after Turn 3 that answer ends the game (21).
     */
    at(point: ScenarioPoint, actor?: Organization): FreeAtLastScenario;
    /** Sets `org`'s hand to these Strategy card ids, taken out of the deck; its old hand goes back to the deck. Refuses a card that is not in the deck or that hand. */
    hand(org: Organization, cards: readonly string[]): FreeAtLastScenario;
    /** Whether every seat holds its Home Card (9.3.3); default not. */
    homeCards(held: boolean): FreeAtLastScenario;
    /** `org`'s Staffers are exactly these (ready), hired out of its cup (6.0), its old Staffers back in the cup; refuses one found elsewhere. */
    staff(org: Organization, ids: readonly string[]): FreeAtLastScenario;
    /** Sets `org`'s Stars. */
    stars(org: Organization, n: number): FreeAtLastScenario;
    /** Sets `org`'s Failure Markers (4.2); the Failure Markers track counts every seat's (4.2.1). */
    failures(org: Organization, n: number): FreeAtLastScenario;
    /** Sets the Freedom Markers `org` has earned so far, by type of Project (3.2). */
    freedomMarkers(org: Organization, markers: Partial<Record<'S' | 'A' | 'V', number>>): FreeAtLastScenario;
    /** Adds cubes to `org`'s eliminated cubes area, taken from the supply, as if collected or removed this Turn (20.3). */
    eliminated(org: Organization, cubes: Partial<Cubes>): FreeAtLastScenario;
    /** Holds `n` red cubes removed by blue cubes in `org`'s A Project for a criminal appeal (15.14, 22.15), taken from the supply. */
    criminalHold(org: Organization, n: number): FreeAtLastScenario;
    /**
     * Files `org`'s criminal appeal (22.15) for the red cubes it holds (set them with `criminalHold`):
     * the two cards, taken from the Strategy deck, are discarded toward it. Refuses without red cubes
     * held, an appeal already filed, or a card not in the deck.
     */
    criminalAppeal(org: Organization, cards: readonly [string, string]): FreeAtLastScenario;
    /** Project cards dealt face up for selection (2.1, 2.5), taken out of the Project deck (refuses one not in it, or two of one state). */
    offered(cards: readonly number[]): FreeAtLastScenario;
    /** Puts `org`'s Project in play: the card leaves the Project deck, cubes come from the supply (refused if `org` has one, or the card is not in the deck). */
    project(org: Organization, p: ScenarioProject): FreeAtLastScenario;
    /** Strategy cards removed from the game (9.7 starred events, 4.0 A), taken out of the Strategy deck (refuses one not in it). */
    removedFromGame(ids: readonly string[]): FreeAtLastScenario;
    /** Sets X Value cubes' spaces on their tracks (3.6.1; 0 is the leftmost), refused off the track. */
    xTrack(spaces: Partial<Record<CubeColor, number>>): FreeAtLastScenario;
    /** Sets the Turn (1–3). */
    turn(n: number): FreeAtLastScenario;
    /** Sets the Action Round counter (10.4 pre-emption needs 2 or more). */
    actionRound(n: number): FreeAtLastScenario;
    /** Sets `org`'s VPs (as SEG cubes collected, 1.2). */
    victoryPoints(org: Organization, n: number): FreeAtLastScenario;
    /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
    leadersReturning(ids: readonly string[]): FreeAtLastScenario;
    /** Marks every Project as completed successfully (for the End of Turn). */
    projectsSucceeded(): FreeAtLastScenario;
    /** Puts Challenges in effect (advanced game, 9.13–9.14), taken out of the Challenge deck (refuses one not in it). */
    challengesInPlay(inPlay: readonly ChallengeInPlay[]): FreeAtLastScenario;
    /** ALL Challenges waiting by the board (9.14), taken out of the Challenge deck (refuses one not in it). */
    challengesByBoard(cards: readonly string[]): FreeAtLastScenario;
    /**
     * Puts Legislation cards in effect as laws (2.8, 9.11), each on the stack of its area, taken out
     * of the Legislation deck or the 1964/1965 Acts (refuses one found elsewhere, or a Federal card).
     */
    laws(ids: readonly string[]): FreeAtLastScenario;
    /** Lasting events in effect (9.3: starred events kept on top of the board), taken out of the Strategy deck (refuses one found elsewhere, or not lasting). */
    lastingEvents(ids: readonly string[]): FreeAtLastScenario;
    /**
     * Sets the Non-Violence Commitment Level of SNCC or CORE (3.8.2; refused for SCLC and NAACP,
     * 9.8.2–9.8.3). Only the level: the cubes and Leaders of a move down (3.8.2) are not applied.
     */
    nonViolence(org: Organization, level: NonViolence): FreeAtLastScenario;
    /**
     * An Event Leader (19.0) has taken over `org`'s Project after stage 1 (19.4): Robert F. Williams
     * (`'robert-f-williams'`) in an A Project or Malcolm X (`'malcolm-x'`) in a V Project, stage 2 next
     * (19.5). The event card leaves the Strategy deck for the discard pile; white cubes left on the
     * Project go to the supply (19.4, they flee). Refuses another card, a Project of the wrong type,
     * no Project, or a card not in the deck.
     */
    eventLeader(org: Organization, card: 'robert-f-williams' | 'malcolm-x'): FreeAtLastScenario;
}
/** A builder over `state` (any Free at Last state, e.g. one reached by playing). */
declare function freeAtLastScenario(state: FreeAtLastState): FreeAtLastScenario;
/**
 * Free at Last's scenario builders (the shape of `protest-rules/testing`): `scenario(config, seed)`
 * is the game set up from `config` and `seed` (default 1; use `chance: 'manual'` to force the draws
 * and dice that follow) with no Project, every hand back in the Strategy deck, no Home Card held
 * and no Staffers, in the Action Rounds of Turn 1 unless set otherwise; `from(state)` builds on any
 * state.
 *
 * @throws ZodError when the config is not valid.
 * @example
 * ```ts
 * import { freeAtLastScenarios } from 'protest-rules/free-at-last';
 * import { scenario } from 'protest-rules/testing';
 *
 * const s = scenario({ scenario: freeAtLastScenarios }, { players: ['SNCC', 'SCLC'], chance: 'manual' })
 *   .project('SNCC', { card: 2, red: 9, white: 6, blue: 2 })
 *   .hand('SNCC', ['freedom-songs-3'])
 *   .at('interrupt-window').state;
 * ```
 */
declare const freeAtLastScenarios: ScenarioBuilder<FreeAtLastState, FreeAtLastConfigInput, FreeAtLastScenario>;

/** A Free at Last view as a text board. */
declare function freeAtLastTextBoard(v: FreeAtLastView): string[];
/** The cards in the seat's hand (ids; `home` for its Home Card), as `card <n>` numbers them. */
declare function freeAtLastHand(v: FreeAtLastView): string[];

export { orgStateSchema as A, organizationSchema as B, type Cubes as C, projectSchema as D, turnOrder as E, type FreeAtLastState as F, viewSchema as G, type Organization as O, type Project as P, type ScenarioPoint as S, type ComponentSet as a, type FreeAtLastAction as b, type FreeAtLastConfig as c, type FreeAtLastView as d, type FreeAtLastConfigInput as e, freeAtLastHeuristic as f, freeAtLastEvaluate as g, type FreeAtLastScenario as h, freeAtLastTextBoard as i, freeAtLastHand as j, type ChallengeInPlay as k, type ComponentSetInput as l, type FlowAction as m, type OrgState as n, type ScenarioProject as o, actionSchema as p, challengeInPlaySchema as q, chanceQuestionSchema as r, componentSetSchema as s, configSchema as t, cubesSchema as u, failureMarkers as v, flowActionSchemas as w, freeAtLastScenario as x, freeAtLastScenarios as y, freeAtLastStateSchema as z };
