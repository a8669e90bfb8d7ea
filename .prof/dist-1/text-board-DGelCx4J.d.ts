import { aa as Scenario, g as SyncBot } from './bots-BjVqFGuZ.js';
import * as z from 'zod';

/** An upper bound on every count and list of a component set, far above any printed one: a broken set cannot make the rules run for ever. */
declare const MAX_COUNT = 1000;
/** Where a value comes from: a rulebook section, or reconstructed by this project (with why). */
declare const sourceSchema: z.ZodUnion<readonly [z.ZodObject<{
    rule: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    reconstructed: z.ZodString;
}, z.core.$strict>]>;
/** 2.1 The two sides. */
declare const sideSchema: z.ZodEnum<{
    establishment: "establishment";
    demonstrators: "demonstrators";
}>;
/** 2.7.1 The four factions, each with its own hand of Action Cards. */
declare const factionSchema: z.ZodEnum<{
    mayor: "mayor";
    police: "police";
    yippies: "yippies";
    mobe: "mobe";
}>;
/** 2.2.1 Kinds of City Area. */
declare const areaKindSchema: z.ZodEnum<{
    park: "park";
    jail: "jail";
    street: "street";
    transit: "transit";
}>;
/** A City Area (2.2). */
declare const areaSchema: z.ZodObject<{
    name: z.ZodString;
    kind: z.ZodEnum<{
        park: "park";
        jail: "jail";
        street: "street";
        transit: "transit";
    }>;
    star: z.ZodBoolean;
    capital: z.ZodNumber;
    blue: z.ZodNumber;
    red: z.ZodNumber;
    orientation: z.ZodOptional<z.ZodArray<z.ZodString>>;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A Path between two City Areas (2.2.1). */
declare const pathSchema: z.ZodObject<{
    id: z.ZodString;
    a: z.ZodString;
    b: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** Where an effect happens. */
declare const whereSchema: z.ZodUnion<readonly [z.ZodEnum<{
    choice: "choice";
    requirement: "requirement";
    conflict: "conflict";
}>, z.ZodObject<{
    area: z.ZodString;
}, z.core.$strict>]>;
declare const effectSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    op: z.ZodLiteral<"exposure">;
    amount: z.ZodNumber;
    by: z.ZodOptional<z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"instability">;
    amount: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"capital">;
    amount: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"mobe">;
    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
    count: z.ZodNumber;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"agitator">;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"police">;
    count: z.ZodNumber;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"arrest">;
    count: z.ZodNumber;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"injure">;
    count: z.ZodNumber;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"heal">;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"release">;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"minusCapital">;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"barricade">;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"removeBarrier">;
    kind: z.ZodEnum<{
        barricade: "barricade";
        barbedWire: "barbedWire";
    }>;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"policeSupply">;
    item: z.ZodEnum<{
        barbedWire: "barbedWire";
        tearGas: "tearGas";
    }>;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"nationalGuard">;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"tearGas">;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"delegate">;
    color: z.ZodEnum<{
        blue: "blue";
        red: "red";
    }>;
    count: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"flag">;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"removeFlag">;
    at: z.ZodUnion<readonly [z.ZodEnum<{
        choice: "choice";
        requirement: "requirement";
        conflict: "conflict";
    }>, z.ZodObject<{
        area: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"policyDraw">;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"policeCard">;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"smokeEm">;
}, z.core.$strict>, z.ZodObject<{
    op: z.ZodLiteral<"action">;
    card: z.ZodString;
}, z.core.$strict>], "op">;
/** An Action Card (Appendices 1–4). */
declare const actionCardSchema: z.ZodObject<{
    name: z.ZodString;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    copies: z.ZodNumber;
    conflict: z.ZodBoolean;
    starting: z.ZodBoolean;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A Street Theater card (2.7.3, 2.9.6). */
declare const streetTheaterSchema: z.ZodObject<{
    name: z.ZodString;
    kind: z.ZodEnum<{
        event: "event";
        opportunity: "opportunity";
        counterrevolutionary: "counterrevolutionary";
    }>;
    location: z.ZodString;
    agitators: z.ZodNumber;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    grants: z.ZodOptional<z.ZodObject<{
        card: z.ZodString;
        hands: z.ZodArray<z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>>;
    }, z.core.$strict>>;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A Mayor Policy card (2.7.2). */
declare const policySchema: z.ZodObject<{
    name: z.ZodString;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A Tactics card (2.7.4, 2.9.4): a once-per-round free action during a Police turn. */
declare const tacticSchema: z.ZodObject<{
    name: z.ZodString;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A Mob Chaos card (2.7.5): a Day and a Night effect. */
declare const mobChaosSchema: z.ZodObject<{
    name: z.ZodString;
    day: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    night: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    notSolo: z.ZodOptional<z.ZodBoolean>;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** An Incendiary Counter-revolutionary card (6.3.4), resolved when drawn. */
declare const incendiarySchema: z.ZodObject<{
    name: z.ZodString;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** Every count of the Components list, and the reconstructed values the rules depend on. */
declare const countsSchema: z.ZodObject<{
    policeL1: z.ZodNumber;
    policeL2: z.ZodNumber;
    tac: z.ZodNumber;
    smallRed: z.ZodNumber;
    mobeL2: z.ZodNumber;
    agitators: z.ZodNumber;
    rallyFlags: z.ZodArray<z.ZodNumber>;
    nationalGuard: z.ZodNumber;
    barbedWire: z.ZodNumber;
    barricades: z.ZodNumber;
    tearGas: z.ZodNumber;
    minusCapital: z.ZodNumber;
    pinkDelegates: z.ZodNumber;
    posts: z.ZodNumber;
    reservesL1: z.ZodNumber;
    policeSupplyBarbedWire: z.ZodNumber;
    policeSupplyTearGas: z.ZodNumber;
    delegateTrack: z.ZodNumber;
    exposureTrack: z.ZodNumber;
    startingCapital: z.ZodNumber;
    startingPolicies: z.ZodNumber;
    turnCardsPerFaction: z.ZodNumber;
}, z.core.$strict>;
/** A Machine Mayor or Machine Police Action card (Appendix 5); its rule is in rules/solo/cards. */
declare const machineActionSchema: z.ZodObject<{
    name: z.ZodString;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    conflict: z.ZodBoolean;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** A Machine Tactics card: when it resolves (solo TACTICS CARDS: when drawn, at the end of the round, or ongoing). */
declare const machineTacticSchema: z.ZodObject<{
    name: z.ZodString;
    when: z.ZodEnum<{
        drawn: "drawn";
        endOfRound: "endOfRound";
        ongoing: "ongoing";
    }>;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    text: z.ZodString;
    source: z.ZodUnion<readonly [z.ZodObject<{
        rule: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        reconstructed: z.ZodString;
    }, z.core.$strict>]>;
}, z.core.$strict>;
/** The solo and co-op components (Components: Solo / Co-op). */
declare const machineComponentsSchema: z.ZodObject<{
    actions: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
        }>;
        conflict: z.ZodBoolean;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    tactics: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        when: z.ZodEnum<{
            drawn: "drawn";
            endOfRound: "endOfRound";
            ongoing: "ongoing";
        }>;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    policies: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    activeTokens: z.ZodNumber;
    splay: z.ZodNumber;
}, z.core.$strict>;
/** A complete component set: the reference set of this project, or a user's own (validated). */
declare const componentSetSchema: z.ZodObject<{
    areas: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        kind: z.ZodEnum<{
            park: "park";
            jail: "jail";
            street: "street";
            transit: "transit";
        }>;
        star: z.ZodBoolean;
        capital: z.ZodNumber;
        blue: z.ZodNumber;
        red: z.ZodNumber;
        orientation: z.ZodOptional<z.ZodArray<z.ZodString>>;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    paths: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        a: z.ZodString;
        b: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    setupBarricades: z.ZodArray<z.ZodString>;
    setupBarbedWire: z.ZodArray<z.ZodString>;
    actionCards: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        copies: z.ZodNumber;
        conflict: z.ZodBoolean;
        starting: z.ZodBoolean;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    streetTheater: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        kind: z.ZodEnum<{
            event: "event";
            opportunity: "opportunity";
            counterrevolutionary: "counterrevolutionary";
        }>;
        location: z.ZodString;
        agitators: z.ZodNumber;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        grants: z.ZodOptional<z.ZodObject<{
            card: z.ZodString;
            hands: z.ZodArray<z.ZodEnum<{
                mayor: "mayor";
                police: "police";
                yippies: "yippies";
                mobe: "mobe";
            }>>;
        }, z.core.$strict>>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    policies: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    tactics: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    mobChaos: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        day: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        night: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        notSolo: z.ZodOptional<z.ZodBoolean>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    incendiary: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        text: z.ZodString;
        source: z.ZodUnion<readonly [z.ZodObject<{
            rule: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            reconstructed: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>>;
    machine: z.ZodOptional<z.ZodObject<{
        actions: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            faction: z.ZodEnum<{
                mayor: "mayor";
                police: "police";
            }>;
            conflict: z.ZodBoolean;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        tactics: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            when: z.ZodEnum<{
                drawn: "drawn";
                endOfRound: "endOfRound";
                ongoing: "ongoing";
            }>;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        policies: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        activeTokens: z.ZodNumber;
        splay: z.ZodNumber;
    }, z.core.$strict>>;
    counts: z.ZodObject<{
        policeL1: z.ZodNumber;
        policeL2: z.ZodNumber;
        tac: z.ZodNumber;
        smallRed: z.ZodNumber;
        mobeL2: z.ZodNumber;
        agitators: z.ZodNumber;
        rallyFlags: z.ZodArray<z.ZodNumber>;
        nationalGuard: z.ZodNumber;
        barbedWire: z.ZodNumber;
        barricades: z.ZodNumber;
        tearGas: z.ZodNumber;
        minusCapital: z.ZodNumber;
        pinkDelegates: z.ZodNumber;
        posts: z.ZodNumber;
        reservesL1: z.ZodNumber;
        policeSupplyBarbedWire: z.ZodNumber;
        policeSupplyTearGas: z.ZodNumber;
        delegateTrack: z.ZodNumber;
        exposureTrack: z.ZodNumber;
        startingCapital: z.ZodNumber;
        startingPolicies: z.ZodNumber;
        turnCardsPerFaction: z.ZodNumber;
    }, z.core.$strict>;
}, z.core.$strict>;
type Source = z.infer<typeof sourceSchema>;
type Side = z.infer<typeof sideSchema>;
type Faction = z.infer<typeof factionSchema>;
type Area = z.infer<typeof areaSchema>;
type Path = z.infer<typeof pathSchema>;
type Where = z.infer<typeof whereSchema>;
type Effect = z.infer<typeof effectSchema>;
type ActionCard = z.infer<typeof actionCardSchema>;
type StreetTheaterCard = z.infer<typeof streetTheaterSchema>;
type PolicyCard = z.infer<typeof policySchema>;
type TacticCard = z.infer<typeof tacticSchema>;
type MobChaosCard = z.infer<typeof mobChaosSchema>;
type IncendiaryCard = z.infer<typeof incendiarySchema>;
type Counts = z.infer<typeof countsSchema>;
type MachineAction = z.infer<typeof machineActionSchema>;
type MachineTactic = z.infer<typeof machineTacticSchema>;
type MachineComponents = z.infer<typeof machineComponentsSchema>;
type ComponentSet = z.infer<typeof componentSetSchema>;

/** Every task kind. */
declare const taskSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"seq">;
    steps: z.ZodArray<z.ZodEnum<{
        "setup:streetTheater": "setup:streetTheater";
        "setup:policies": "setup:policies";
        "setup:police": "setup:police";
        "setup:park": "setup:park";
        "setup:incendiary": "setup:incendiary";
        "setup:done": "setup:done";
        "round:begin": "round:begin";
        "round:bail": "round:bail";
        "round:leadership": "round:leadership";
        "round:rankAndFile": "round:rankAndFile";
        "eor:flock": "eor:flock";
        "eor:capital": "eor:capital";
        "eor:press": "eor:press";
        "eor:vote": "eor:vote";
        "eor:cleanup": "eor:cleanup";
        "eor:pigasusMove": "eor:pigasusMove";
        "eor:pigasusCheck": "eor:pigasusCheck";
        "eor:dozer": "eor:dozer";
        "eor:checks": "eor:checks";
        "round:next": "round:next";
        "setup:machine": "setup:machine";
        "round:machineTactics": "round:machineTactics";
        "eor:machine": "eor:machine";
    }>>;
    i: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"drawPolicies">;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"setupPlace">;
    i: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"setupPark">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"setupPost">;
    areas: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"bail">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"phase">;
    name: z.ZodEnum<{
        leadership: "leadership";
        rankAndFile: "rankAndFile";
        vto: "vto";
    }>;
    order: z.ZodArray<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>>;
    played: z.ZodObject<{
        mayor: z.ZodNumber;
        police: z.ZodNumber;
        yippies: z.ZodNumber;
        mobe: z.ZodNumber;
    }, z.core.$strip>;
    passed: z.ZodObject<{
        mayor: z.ZodBoolean;
        police: z.ZodBoolean;
        yippies: z.ZodBoolean;
        mobe: z.ZodBoolean;
    }, z.core.$strip>;
    last: z.ZodNullable<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>>;
    stage: z.ZodEnum<{
        first: "first";
        done: "done";
        middle: "middle";
    }>;
    next: z.ZodNullable<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"turn">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    card: z.ZodBoolean;
    fresh: z.ZodArray<z.ZodString>;
    posts: z.ZodArray<z.ZodString>;
    tactics: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"endOfTurn">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"vtoWindow">;
    seats: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"pigasusMove">;
    at: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"dozer">;
    start: z.ZodString;
    moves: z.ZodNumber;
    prev: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"nominate">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"draw">;
    deck: z.ZodEnum<{
        policy: "policy";
        vto: "vto";
        st: "st";
        mob: "mob";
        bag: "bag";
    }>;
    purpose: z.ZodEnum<{
        splay: "splay";
        vto: "vto";
        nominate: "nominate";
        mob: "mob";
        vote: "vote";
    }>;
    area: z.ZodNullable<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"effects">;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">>;
    next: z.ZodNumber;
    side: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
    area: z.ZodNullable<z.ZodString>;
    req: z.ZodArray<z.ZodString>;
    source: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"effectAt">;
    effect: z.ZodDiscriminatedUnion<[z.ZodObject<{
        op: z.ZodLiteral<"exposure">;
        amount: z.ZodNumber;
        by: z.ZodOptional<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"instability">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"capital">;
        amount: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"mobe">;
        level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"agitator">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"police">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"arrest">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"injure">;
        count: z.ZodNumber;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"heal">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"release">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"minusCapital">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"barricade">;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeBarrier">;
        kind: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeSupply">;
        item: z.ZodEnum<{
            barbedWire: "barbedWire";
            tearGas: "tearGas";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"nationalGuard">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"tearGas">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"delegate">;
        color: z.ZodEnum<{
            blue: "blue";
            red: "red";
        }>;
        count: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"flag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"removeFlag">;
        at: z.ZodUnion<readonly [z.ZodEnum<{
            choice: "choice";
            requirement: "requirement";
            conflict: "conflict";
        }>, z.ZodObject<{
            area: z.ZodString;
        }, z.core.$strict>]>;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policyDraw">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"policeCard">;
        card: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"smokeEm">;
    }, z.core.$strict>, z.ZodObject<{
        op: z.ZodLiteral<"action">;
        card: z.ZodString;
    }, z.core.$strict>], "op">;
    side: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
    options: z.ZodArray<z.ZodString>;
    source: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"arrestPick">;
    area: z.ZodString;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"injurePick">;
    area: z.ZodString;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"releasePick">;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"barrierPlace">;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"barrierRemove">;
    barrier: z.ZodEnum<{
        barricade: "barricade";
        barbedWire: "barbedWire";
    }>;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"freeCard">;
    card: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"stPlace">;
    card: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"opportunityHand">;
    card: z.ZodString;
    hands: z.ZodArray<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"gasLeave">;
    area: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"bonus">;
    side: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
    level: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"bonusUnit">;
    side: z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"overflowD">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"overflowE">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"policyPlace">;
    card: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"authorizeBarbedWire">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"deployOfficers">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"greasePalms">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"mandate">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"strategyOfConfrontation">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"workTheMachine">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"clash">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"march">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"marchDest">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    at: z.ZodString;
    continuing: z.ZodBoolean;
    visited: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"marchEscort">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    at: z.ZodString;
    to: z.ZodString;
    visited: z.ZodArray<z.ZodString>;
    group: z.ZodObject<{
        m1: z.ZodNumber;
        m2: z.ZodNumber;
        ag: z.ZodNumber;
        pig: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"speechify">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"streetFightingMan">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"advance">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"advanceDest">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    from: z.ZodString;
    unit: z.ZodEnum<{
        tac: "tac";
        p1: "p1";
        p2: "p2";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"advanceTarget">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    from: z.ZodString;
    unit: z.ZodEnum<{
        tac: "tac";
        p1: "p1";
        p2: "p2";
    }>;
    to: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"deployBarbedWire">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"massArrest">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"massArrestTarget">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    area: z.ZodString;
    taken: z.ZodArray<z.ZodEnum<{
        m1: "m1";
        m2: "m2";
        ag: "ag";
        pig: "pig";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"move">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    arrived: z.ZodRecord<z.ZodString, z.ZodObject<{
        p1: z.ZodNumber;
        p2: z.ZodNumber;
        tac: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"moveDest">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    arrived: z.ZodRecord<z.ZodString, z.ZodObject<{
        p1: z.ZodNumber;
        p2: z.ZodNumber;
        tac: z.ZodNumber;
    }, z.core.$strip>>;
    from: z.ZodString;
    unit: z.ZodEnum<{
        tac: "tac";
        p1: "p1";
        p2: "p2";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"teargas">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    placed: z.ZodNumber;
    chaos: z.ZodBoolean;
    chaosArea: z.ZodNullable<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"drawDown">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"drawDownChoice">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"flamethrowers">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"rapidDeployment">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"rapidDeploymentMove">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    to: z.ZodString;
    moved: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"agitate">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"agitateDraw">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"lead">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"leadDest">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    at: z.ZodString;
    origin: z.ZodString;
    moves: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"leadEscort">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    at: z.ZodString;
    origin: z.ZodString;
    moves: z.ZodNumber;
    to: z.ZodString;
    group: z.ZodObject<{
        m1: z.ZodNumber;
        m2: z.ZodNumber;
        ag: z.ZodNumber;
        pig: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"rally">;
    owner: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"machineTurn">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    drawn: z.ZodBoolean;
    tried: z.ZodArray<z.ZodString>;
    extra: z.ZodBoolean;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"machineDraw">;
    deck: z.ZodEnum<{
        policy: "policy";
        tactics: "tactics";
        mayor: "mayor";
        police: "police";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"machineCard">;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
    }>;
    card: z.ZodString;
    stage: z.ZodNumber;
    picks: z.ZodArray<z.ZodString>;
    area: z.ZodNullable<z.ZodString>;
    moved: z.ZodObject<{
        p1: z.ZodNumber;
        p2: z.ZodNumber;
        tac: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"oversight">;
    skipped: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"activeMove">;
    to: z.ZodString;
}, z.core.$strip>], "kind">;
type Task = z.infer<typeof taskSchema>;
type Kind = Task['kind'];
/** The task of one kind. */
type TaskOf<K extends Kind> = Extract<Task, {
    kind: K;
}>;

/** The optional Incendiary Events (6.3), each on or off. */
declare const incendiaryConfigSchema: z.ZodObject<{
    pigasus: z.ZodDefault<z.ZodBoolean>;
    policePosts: z.ZodDefault<z.ZodBoolean>;
    daleyDozer: z.ZodDefault<z.ZodBoolean>;
    agentsOfChaos: z.ZodDefault<z.ZodBoolean>;
}, z.core.$strict>;
/** The config: player count (6.2), optional rules (6.x), first-game setup, components, solo and co-op play. */
declare const configSchema: z.ZodObject<{
    mode: z.ZodDefault<z.ZodEnum<{
        competitive: "competitive";
        solo: "solo";
        coop: "coop";
    }>>;
    players: z.ZodDefault<z.ZodUnion<readonly [z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]>>;
    split: z.ZodDefault<z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>>;
    variableTurnOrder: z.ZodDefault<z.ZodBoolean>;
    incendiary: z.ZodDefault<z.ZodObject<{
        pigasus: z.ZodDefault<z.ZodBoolean>;
        policePosts: z.ZodDefault<z.ZodBoolean>;
        daleyDozer: z.ZodDefault<z.ZodBoolean>;
        agentsOfChaos: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>>;
    firstGame: z.ZodDefault<z.ZodBoolean>;
    chance: z.ZodDefault<z.ZodEnum<{
        auto: "auto";
        manual: "manual";
    }>>;
    components: z.ZodOptional<z.ZodObject<{
        areas: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            kind: z.ZodEnum<{
                park: "park";
                jail: "jail";
                street: "street";
                transit: "transit";
            }>;
            star: z.ZodBoolean;
            capital: z.ZodNumber;
            blue: z.ZodNumber;
            red: z.ZodNumber;
            orientation: z.ZodOptional<z.ZodArray<z.ZodString>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        paths: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            a: z.ZodString;
            b: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        setupBarricades: z.ZodArray<z.ZodString>;
        setupBarbedWire: z.ZodArray<z.ZodString>;
        actionCards: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            faction: z.ZodEnum<{
                mayor: "mayor";
                police: "police";
                yippies: "yippies";
                mobe: "mobe";
            }>;
            copies: z.ZodNumber;
            conflict: z.ZodBoolean;
            starting: z.ZodBoolean;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        streetTheater: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            kind: z.ZodEnum<{
                event: "event";
                opportunity: "opportunity";
                counterrevolutionary: "counterrevolutionary";
            }>;
            location: z.ZodString;
            agitators: z.ZodNumber;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            grants: z.ZodOptional<z.ZodObject<{
                card: z.ZodString;
                hands: z.ZodArray<z.ZodEnum<{
                    mayor: "mayor";
                    police: "police";
                    yippies: "yippies";
                    mobe: "mobe";
                }>>;
            }, z.core.$strict>>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        policies: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        tactics: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        mobChaos: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            day: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            night: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            notSolo: z.ZodOptional<z.ZodBoolean>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        incendiary: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        machine: z.ZodOptional<z.ZodObject<{
            actions: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                faction: z.ZodEnum<{
                    mayor: "mayor";
                    police: "police";
                }>;
                conflict: z.ZodBoolean;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            tactics: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                when: z.ZodEnum<{
                    drawn: "drawn";
                    endOfRound: "endOfRound";
                    ongoing: "ongoing";
                }>;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    op: z.ZodLiteral<"exposure">;
                    amount: z.ZodNumber;
                    by: z.ZodOptional<z.ZodEnum<{
                        establishment: "establishment";
                        demonstrators: "demonstrators";
                    }>>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"instability">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"capital">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"mobe">;
                    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"agitator">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"police">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"arrest">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"injure">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"heal">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"release">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"minusCapital">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"barricade">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeBarrier">;
                    kind: z.ZodEnum<{
                        barricade: "barricade";
                        barbedWire: "barbedWire";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeSupply">;
                    item: z.ZodEnum<{
                        barbedWire: "barbedWire";
                        tearGas: "tearGas";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"nationalGuard">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"tearGas">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"delegate">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"flag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeFlag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policyDraw">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeCard">;
                    card: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"smokeEm">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"action">;
                    card: z.ZodString;
                }, z.core.$strict>], "op">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            policies: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    op: z.ZodLiteral<"exposure">;
                    amount: z.ZodNumber;
                    by: z.ZodOptional<z.ZodEnum<{
                        establishment: "establishment";
                        demonstrators: "demonstrators";
                    }>>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"instability">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"capital">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"mobe">;
                    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"agitator">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"police">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"arrest">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"injure">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"heal">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"release">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"minusCapital">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"barricade">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeBarrier">;
                    kind: z.ZodEnum<{
                        barricade: "barricade";
                        barbedWire: "barbedWire";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeSupply">;
                    item: z.ZodEnum<{
                        barbedWire: "barbedWire";
                        tearGas: "tearGas";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"nationalGuard">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"tearGas">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"delegate">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"flag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeFlag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policyDraw">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeCard">;
                    card: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"smokeEm">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"action">;
                    card: z.ZodString;
                }, z.core.$strict>], "op">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            activeTokens: z.ZodNumber;
            splay: z.ZodNumber;
        }, z.core.$strict>>;
        counts: z.ZodObject<{
            policeL1: z.ZodNumber;
            policeL2: z.ZodNumber;
            tac: z.ZodNumber;
            smallRed: z.ZodNumber;
            mobeL2: z.ZodNumber;
            agitators: z.ZodNumber;
            rallyFlags: z.ZodArray<z.ZodNumber>;
            nationalGuard: z.ZodNumber;
            barbedWire: z.ZodNumber;
            barricades: z.ZodNumber;
            tearGas: z.ZodNumber;
            minusCapital: z.ZodNumber;
            pinkDelegates: z.ZodNumber;
            posts: z.ZodNumber;
            reservesL1: z.ZodNumber;
            policeSupplyBarbedWire: z.ZodNumber;
            policeSupplyTearGas: z.ZodNumber;
            delegateTrack: z.ZodNumber;
            exposureTrack: z.ZodNumber;
            startingCapital: z.ZodNumber;
            startingPolicies: z.ZodNumber;
            turnCardsPerFaction: z.ZodNumber;
        }, z.core.$strict>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/** Units in a City Area (2.3): MOBE Lv1/Lv2, Agitators, Pigasus; Platoons Lv1/Lv2, TAC Forces. */
declare const unitsSchema: z.ZodObject<{
    m1: z.ZodNumber;
    m2: z.ZodNumber;
    ag: z.ZodNumber;
    pig: z.ZodNumber;
    p1: z.ZodNumber;
    p2: z.ZodNumber;
    tac: z.ZodNumber;
}, z.core.$strip>;
declare const stateSchema: z.ZodObject<{
    rng: z.ZodArray<z.ZodNumber>;
    chance: z.ZodEnum<{
        auto: "auto";
        manual: "manual";
    }>;
    components: z.ZodNullable<z.ZodObject<{
        areas: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            kind: z.ZodEnum<{
                park: "park";
                jail: "jail";
                street: "street";
                transit: "transit";
            }>;
            star: z.ZodBoolean;
            capital: z.ZodNumber;
            blue: z.ZodNumber;
            red: z.ZodNumber;
            orientation: z.ZodOptional<z.ZodArray<z.ZodString>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        paths: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            a: z.ZodString;
            b: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        setupBarricades: z.ZodArray<z.ZodString>;
        setupBarbedWire: z.ZodArray<z.ZodString>;
        actionCards: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            faction: z.ZodEnum<{
                mayor: "mayor";
                police: "police";
                yippies: "yippies";
                mobe: "mobe";
            }>;
            copies: z.ZodNumber;
            conflict: z.ZodBoolean;
            starting: z.ZodBoolean;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        streetTheater: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            kind: z.ZodEnum<{
                event: "event";
                opportunity: "opportunity";
                counterrevolutionary: "counterrevolutionary";
            }>;
            location: z.ZodString;
            agitators: z.ZodNumber;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            grants: z.ZodOptional<z.ZodObject<{
                card: z.ZodString;
                hands: z.ZodArray<z.ZodEnum<{
                    mayor: "mayor";
                    police: "police";
                    yippies: "yippies";
                    mobe: "mobe";
                }>>;
            }, z.core.$strict>>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        policies: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        tactics: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        mobChaos: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            day: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            night: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            notSolo: z.ZodOptional<z.ZodBoolean>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        incendiary: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        machine: z.ZodOptional<z.ZodObject<{
            actions: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                faction: z.ZodEnum<{
                    mayor: "mayor";
                    police: "police";
                }>;
                conflict: z.ZodBoolean;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            tactics: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                when: z.ZodEnum<{
                    drawn: "drawn";
                    endOfRound: "endOfRound";
                    ongoing: "ongoing";
                }>;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    op: z.ZodLiteral<"exposure">;
                    amount: z.ZodNumber;
                    by: z.ZodOptional<z.ZodEnum<{
                        establishment: "establishment";
                        demonstrators: "demonstrators";
                    }>>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"instability">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"capital">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"mobe">;
                    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"agitator">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"police">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"arrest">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"injure">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"heal">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"release">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"minusCapital">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"barricade">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeBarrier">;
                    kind: z.ZodEnum<{
                        barricade: "barricade";
                        barbedWire: "barbedWire";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeSupply">;
                    item: z.ZodEnum<{
                        barbedWire: "barbedWire";
                        tearGas: "tearGas";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"nationalGuard">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"tearGas">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"delegate">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"flag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeFlag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policyDraw">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeCard">;
                    card: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"smokeEm">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"action">;
                    card: z.ZodString;
                }, z.core.$strict>], "op">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            policies: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    op: z.ZodLiteral<"exposure">;
                    amount: z.ZodNumber;
                    by: z.ZodOptional<z.ZodEnum<{
                        establishment: "establishment";
                        demonstrators: "demonstrators";
                    }>>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"instability">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"capital">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"mobe">;
                    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"agitator">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"police">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"arrest">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"injure">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"heal">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"release">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"minusCapital">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"barricade">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeBarrier">;
                    kind: z.ZodEnum<{
                        barricade: "barricade";
                        barbedWire: "barbedWire";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeSupply">;
                    item: z.ZodEnum<{
                        barbedWire: "barbedWire";
                        tearGas: "tearGas";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"nationalGuard">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"tearGas">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"delegate">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"flag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeFlag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policyDraw">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeCard">;
                    card: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"smokeEm">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"action">;
                    card: z.ZodString;
                }, z.core.$strict>], "op">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            activeTokens: z.ZodNumber;
            splay: z.ZodNumber;
        }, z.core.$strict>>;
        counts: z.ZodObject<{
            policeL1: z.ZodNumber;
            policeL2: z.ZodNumber;
            tac: z.ZodNumber;
            smallRed: z.ZodNumber;
            mobeL2: z.ZodNumber;
            agitators: z.ZodNumber;
            rallyFlags: z.ZodArray<z.ZodNumber>;
            nationalGuard: z.ZodNumber;
            barbedWire: z.ZodNumber;
            barricades: z.ZodNumber;
            tearGas: z.ZodNumber;
            minusCapital: z.ZodNumber;
            pinkDelegates: z.ZodNumber;
            posts: z.ZodNumber;
            reservesL1: z.ZodNumber;
            policeSupplyBarbedWire: z.ZodNumber;
            policeSupplyTearGas: z.ZodNumber;
            delegateTrack: z.ZodNumber;
            exposureTrack: z.ZodNumber;
            startingCapital: z.ZodNumber;
            startingPolicies: z.ZodNumber;
            turnCardsPerFaction: z.ZodNumber;
        }, z.core.$strict>;
    }, z.core.$strict>>;
    seats: z.ZodArray<z.ZodString>;
    factionSeat: z.ZodRecord<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>, z.ZodString>;
    vtoOn: z.ZodBoolean;
    inc: z.ZodObject<{
        pigasus: z.ZodDefault<z.ZodBoolean>;
        policePosts: z.ZodDefault<z.ZodBoolean>;
        daleyDozer: z.ZodDefault<z.ZodBoolean>;
        agentsOfChaos: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>;
    firstGame: z.ZodBoolean;
    round: z.ZodNumber;
    phase: z.ZodEnum<{
        setup: "setup";
        over: "over";
        round: "round";
        final: "final";
    }>;
    areas: z.ZodRecord<z.ZodString, z.ZodObject<{
        u: z.ZodObject<{
            m1: z.ZodNumber;
            m2: z.ZodNumber;
            ag: z.ZodNumber;
            pig: z.ZodNumber;
            p1: z.ZodNumber;
            p2: z.ZodNumber;
            tac: z.ZodNumber;
        }, z.core.$strip>;
        flag: z.ZodNullable<z.ZodNumber>;
        gas: z.ZodBoolean;
        ng: z.ZodNumber;
        minus: z.ZodNumber;
        post: z.ZodNullable<z.ZodEnum<{
            "": "";
            tac: "tac";
            p1: "p1";
            p2: "p2";
        }>>;
    }, z.core.$strip>>;
    paths: z.ZodRecord<z.ZodString, z.ZodObject<{
        barricade: z.ZodBoolean;
        wire: z.ZodBoolean;
    }, z.core.$strip>>;
    jeep: z.ZodNullable<z.ZodString>;
    supply: z.ZodObject<{
        m1: z.ZodNumber;
        m2: z.ZodNumber;
        ag: z.ZodNumber;
        flags: z.ZodArray<z.ZodNumber>;
        barricades: z.ZodNumber;
        pink: z.ZodNumber;
    }, z.core.$strip>;
    box: z.ZodObject<{
        m1: z.ZodNumber;
        m2: z.ZodNumber;
        ag: z.ZodNumber;
        pig: z.ZodNumber;
        p1: z.ZodNumber;
        p2: z.ZodNumber;
        tac: z.ZodNumber;
        posts: z.ZodNumber;
    }, z.core.$strip>;
    police: z.ZodObject<{
        reserves: z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
        }, z.core.$strip>;
        injured: z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
        }, z.core.$strip>;
        wire: z.ZodNumber;
        gas: z.ZodNumber;
    }, z.core.$strip>;
    general: z.ZodObject<{
        wire: z.ZodNumber;
        gas: z.ZodNumber;
        ng: z.ZodNumber;
        minus: z.ZodNumber;
    }, z.core.$strip>;
    bonusUnits: z.ZodObject<{
        p2: z.ZodNumber;
        m2: z.ZodNumber;
    }, z.core.$strip>;
    capital: z.ZodNumber;
    exposure: z.ZodNumber;
    instability: z.ZodNumber;
    levelsReached: z.ZodArray<z.ZodNumber>;
    tiles: z.ZodRecord<z.ZodEnum<{
        action: "action";
        splay: "splay";
        unit: "unit";
        exp: "exp";
    }>, z.ZodNullable<z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>>>;
    extraUsed: z.ZodRecord<z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>, z.ZodBoolean>;
    actionHolder: z.ZodNullable<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>>;
    delegates: z.ZodObject<{
        track: z.ZodArray<z.ZodEnum<{
            blue: "blue";
            red: "red";
            pink: "pink";
        }>>;
        bag: z.ZodObject<{
            blue: z.ZodNumber;
            red: z.ZodNumber;
            pink: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>;
    noVote: z.ZodBoolean;
    hands: z.ZodRecord<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>, z.ZodArray<z.ZodString>>;
    discards: z.ZodRecord<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>, z.ZodArray<z.ZodString>>;
    stSplay: z.ZodArray<z.ZodString>;
    stDeck: z.ZodArray<z.ZodString>;
    stDiscard: z.ZodArray<z.ZodString>;
    policySplay: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        paid: z.ZodNumber;
    }, z.core.$strip>>;
    policyDeck: z.ZodArray<z.ZodString>;
    policyDiscard: z.ZodArray<z.ZodString>;
    tactic: z.ZodNullable<z.ZodString>;
    tacticUsed: z.ZodBoolean;
    tacticsDeck: z.ZodArray<z.ZodString>;
    mobDeck: z.ZodArray<z.ZodString>;
    mobDiscard: z.ZodArray<z.ZodString>;
    smokeEm: z.ZodBoolean;
    mobThisTurn: z.ZodBoolean;
    chaosPending: z.ZodBoolean;
    vtoDeck: z.ZodArray<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>>;
    tasks: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"seq">;
        steps: z.ZodArray<z.ZodEnum<{
            "setup:streetTheater": "setup:streetTheater";
            "setup:policies": "setup:policies";
            "setup:police": "setup:police";
            "setup:park": "setup:park";
            "setup:incendiary": "setup:incendiary";
            "setup:done": "setup:done";
            "round:begin": "round:begin";
            "round:bail": "round:bail";
            "round:leadership": "round:leadership";
            "round:rankAndFile": "round:rankAndFile";
            "eor:flock": "eor:flock";
            "eor:capital": "eor:capital";
            "eor:press": "eor:press";
            "eor:vote": "eor:vote";
            "eor:cleanup": "eor:cleanup";
            "eor:pigasusMove": "eor:pigasusMove";
            "eor:pigasusCheck": "eor:pigasusCheck";
            "eor:dozer": "eor:dozer";
            "eor:checks": "eor:checks";
            "round:next": "round:next";
            "setup:machine": "setup:machine";
            "round:machineTactics": "round:machineTactics";
            "eor:machine": "eor:machine";
        }>>;
        i: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawPolicies">;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"setupPlace">;
        i: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"setupPark">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"setupPost">;
        areas: z.ZodArray<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"bail">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"phase">;
        name: z.ZodEnum<{
            leadership: "leadership";
            rankAndFile: "rankAndFile";
            vto: "vto";
        }>;
        order: z.ZodArray<z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>>;
        played: z.ZodObject<{
            mayor: z.ZodNumber;
            police: z.ZodNumber;
            yippies: z.ZodNumber;
            mobe: z.ZodNumber;
        }, z.core.$strip>;
        passed: z.ZodObject<{
            mayor: z.ZodBoolean;
            police: z.ZodBoolean;
            yippies: z.ZodBoolean;
            mobe: z.ZodBoolean;
        }, z.core.$strip>;
        last: z.ZodNullable<z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>>;
        stage: z.ZodEnum<{
            first: "first";
            done: "done";
            middle: "middle";
        }>;
        next: z.ZodNullable<z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"turn">;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        card: z.ZodBoolean;
        fresh: z.ZodArray<z.ZodString>;
        posts: z.ZodArray<z.ZodString>;
        tactics: z.ZodArray<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"endOfTurn">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"vtoWindow">;
        seats: z.ZodArray<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"pigasusMove">;
        at: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"dozer">;
        start: z.ZodString;
        moves: z.ZodNumber;
        prev: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"nominate">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"draw">;
        deck: z.ZodEnum<{
            policy: "policy";
            vto: "vto";
            st: "st";
            mob: "mob";
            bag: "bag";
        }>;
        purpose: z.ZodEnum<{
            splay: "splay";
            vto: "vto";
            nominate: "nominate";
            mob: "mob";
            vote: "vote";
        }>;
        area: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"effects">;
        effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">>;
        next: z.ZodNumber;
        side: z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>;
        area: z.ZodNullable<z.ZodString>;
        req: z.ZodArray<z.ZodString>;
        source: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"effectAt">;
        effect: z.ZodDiscriminatedUnion<[z.ZodObject<{
            op: z.ZodLiteral<"exposure">;
            amount: z.ZodNumber;
            by: z.ZodOptional<z.ZodEnum<{
                establishment: "establishment";
                demonstrators: "demonstrators";
            }>>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"instability">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"capital">;
            amount: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"mobe">;
            level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"agitator">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"police">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"arrest">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"injure">;
            count: z.ZodNumber;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"heal">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"release">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"minusCapital">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"barricade">;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeBarrier">;
            kind: z.ZodEnum<{
                barricade: "barricade";
                barbedWire: "barbedWire";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeSupply">;
            item: z.ZodEnum<{
                barbedWire: "barbedWire";
                tearGas: "tearGas";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"nationalGuard">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"tearGas">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"delegate">;
            color: z.ZodEnum<{
                blue: "blue";
                red: "red";
            }>;
            count: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"flag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"removeFlag">;
            at: z.ZodUnion<readonly [z.ZodEnum<{
                choice: "choice";
                requirement: "requirement";
                conflict: "conflict";
            }>, z.ZodObject<{
                area: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policyDraw">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"policeCard">;
            card: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"smokeEm">;
        }, z.core.$strict>, z.ZodObject<{
            op: z.ZodLiteral<"action">;
            card: z.ZodString;
        }, z.core.$strict>], "op">;
        side: z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>;
        options: z.ZodArray<z.ZodString>;
        source: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"arrestPick">;
        area: z.ZodString;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"injurePick">;
        area: z.ZodString;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"releasePick">;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"barrierPlace">;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"barrierRemove">;
        barrier: z.ZodEnum<{
            barricade: "barricade";
            barbedWire: "barbedWire";
        }>;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"freeCard">;
        card: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"stPlace">;
        card: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"opportunityHand">;
        card: z.ZodString;
        hands: z.ZodArray<z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"gasLeave">;
        area: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"bonus">;
        side: z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>;
        level: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"bonusUnit">;
        side: z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"overflowD">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"overflowE">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"policyPlace">;
        card: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"authorizeBarbedWire">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"deployOfficers">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"greasePalms">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"mandate">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"strategyOfConfrontation">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"workTheMachine">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"clash">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"march">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"marchDest">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        at: z.ZodString;
        continuing: z.ZodBoolean;
        visited: z.ZodArray<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"marchEscort">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        at: z.ZodString;
        to: z.ZodString;
        visited: z.ZodArray<z.ZodString>;
        group: z.ZodObject<{
            m1: z.ZodNumber;
            m2: z.ZodNumber;
            ag: z.ZodNumber;
            pig: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"speechify">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"streetFightingMan">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"advance">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"advanceDest">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        from: z.ZodString;
        unit: z.ZodEnum<{
            tac: "tac";
            p1: "p1";
            p2: "p2";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"advanceTarget">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        from: z.ZodString;
        unit: z.ZodEnum<{
            tac: "tac";
            p1: "p1";
            p2: "p2";
        }>;
        to: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"deployBarbedWire">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"massArrest">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"massArrestTarget">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        area: z.ZodString;
        taken: z.ZodArray<z.ZodEnum<{
            m1: "m1";
            m2: "m2";
            ag: "ag";
            pig: "pig";
        }>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"move">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        arrived: z.ZodRecord<z.ZodString, z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
            tac: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"moveDest">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        arrived: z.ZodRecord<z.ZodString, z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
            tac: z.ZodNumber;
        }, z.core.$strip>>;
        from: z.ZodString;
        unit: z.ZodEnum<{
            tac: "tac";
            p1: "p1";
            p2: "p2";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"teargas">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        placed: z.ZodNumber;
        chaos: z.ZodBoolean;
        chaosArea: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawDown">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"drawDownChoice">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"flamethrowers">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"rapidDeployment">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"rapidDeploymentMove">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        to: z.ZodString;
        moved: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"agitate">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"agitateDraw">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        left: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"lead">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"leadDest">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        at: z.ZodString;
        origin: z.ZodString;
        moves: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"leadEscort">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        at: z.ZodString;
        origin: z.ZodString;
        moves: z.ZodNumber;
        to: z.ZodString;
        group: z.ZodObject<{
            m1: z.ZodNumber;
            m2: z.ZodNumber;
            ag: z.ZodNumber;
            pig: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"rally">;
        owner: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"machineTurn">;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
        }>;
        drawn: z.ZodBoolean;
        tried: z.ZodArray<z.ZodString>;
        extra: z.ZodBoolean;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"machineDraw">;
        deck: z.ZodEnum<{
            policy: "policy";
            tactics: "tactics";
            mayor: "mayor";
            police: "police";
        }>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"machineCard">;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
        }>;
        card: z.ZodString;
        stage: z.ZodNumber;
        picks: z.ZodArray<z.ZodString>;
        area: z.ZodNullable<z.ZodString>;
        moved: z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
            tac: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"oversight">;
        skipped: z.ZodArray<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"activeMove">;
        to: z.ZodString;
    }, z.core.$strip>], "kind">>;
    outcome: z.ZodNullable<z.ZodObject<{
        winners: z.ZodArray<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
        reason: z.ZodString;
        major: z.ZodBoolean;
    }, z.core.$strip>>;
    machine: z.ZodNullable<z.ZodObject<{
        mode: z.ZodEnum<{
            solo: "solo";
            coop: "coop";
        }>;
        active: z.ZodRecord<z.ZodString, z.ZodNumber>;
        activeSupply: z.ZodNumber;
        decks: z.ZodObject<{
            mayor: z.ZodArray<z.ZodString>;
            police: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        discards: z.ZodObject<{
            mayor: z.ZodArray<z.ZodString>;
            police: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        tacticsDiscard: z.ZodArray<z.ZodString>;
        effect: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Actions: the card action, passing and ending a turn, the free actions of 2.9, the answers to the
 * questions cards and rules ask (each names what it picks), and chance outcomes (`draw`).
 */
declare const actionSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
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
/**
 * What a chance node of Chicago '68 is (`ask` at a chance node; docs/chicago-68/questions.md): a card
 * or Delegate drawn (from which deck, for what), or, against the Machine, a Machine card drawn, a
 * random pick among areas of equal Priority, or among the Machine's equally good answers.
 */
declare const chanceQuestionSchema: z.ZodUnion<readonly [z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodEnum<{
        policy: "policy";
        vto: "vto";
        st: "st";
        mob: "mob";
        bag: "bag";
    }>;
    purpose: z.ZodEnum<{
        splay: "splay";
        vto: "vto";
        nominate: "nominate";
        mob: "mob";
        vote: "vote";
    }>;
    area: z.ZodNullable<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"draw">;
    deck: z.ZodEnum<{
        "machine mayor": "machine mayor";
        "machine police": "machine police";
        "machine tactics": "machine tactics";
        "machine policy": "machine policy";
    }>;
    for: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        machine: "machine";
    }>;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"priorityTie">;
    card: z.ZodString;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    order: z.ZodEnum<{
        highest: "highest";
        lowest: "lowest";
    }>;
    areas: z.ZodArray<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    chance: z.ZodLiteral<"machineTie">;
    question: z.ZodString;
    faction: z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>;
    options: z.ZodNumber;
}, z.core.$strict>]>;
declare const viewSchema: z.ZodObject<{
    seat: z.ZodNullable<z.ZodString>;
    round: z.ZodNumber;
    phase: z.ZodString;
    toMove: z.ZodNullable<z.ZodString>;
    prompt: z.ZodString;
    areas: z.ZodRecord<z.ZodString, z.ZodObject<{
        u: z.ZodObject<{
            m1: z.ZodNumber;
            m2: z.ZodNumber;
            ag: z.ZodNumber;
            pig: z.ZodNumber;
            p1: z.ZodNumber;
            p2: z.ZodNumber;
            tac: z.ZodNumber;
        }, z.core.$strip>;
        flag: z.ZodNullable<z.ZodNumber>;
        gas: z.ZodBoolean;
        ng: z.ZodNumber;
        minus: z.ZodNumber;
        post: z.ZodNullable<z.ZodEnum<{
            "": "";
            tac: "tac";
            p1: "p1";
            p2: "p2";
        }>>;
    }, z.core.$strip>>;
    paths: z.ZodRecord<z.ZodString, z.ZodObject<{
        barricade: z.ZodBoolean;
        wire: z.ZodBoolean;
    }, z.core.$strip>>;
    jeep: z.ZodNullable<z.ZodString>;
    supply: z.ZodObject<{
        m1: z.ZodNumber;
        m2: z.ZodNumber;
        ag: z.ZodNumber;
        flags: z.ZodArray<z.ZodNumber>;
        barricades: z.ZodNumber;
        pink: z.ZodNumber;
    }, z.core.$strip>;
    box: z.ZodObject<{
        m1: z.ZodNumber;
        m2: z.ZodNumber;
        ag: z.ZodNumber;
        pig: z.ZodNumber;
        p1: z.ZodNumber;
        p2: z.ZodNumber;
        tac: z.ZodNumber;
        posts: z.ZodNumber;
    }, z.core.$strip>;
    police: z.ZodObject<{
        reserves: z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
        }, z.core.$strip>;
        injured: z.ZodObject<{
            p1: z.ZodNumber;
            p2: z.ZodNumber;
        }, z.core.$strip>;
        wire: z.ZodNumber;
        gas: z.ZodNumber;
    }, z.core.$strip>;
    general: z.ZodObject<{
        wire: z.ZodNumber;
        gas: z.ZodNumber;
        ng: z.ZodNumber;
        minus: z.ZodNumber;
    }, z.core.$strip>;
    bonusUnits: z.ZodObject<{
        p2: z.ZodNumber;
        m2: z.ZodNumber;
    }, z.core.$strip>;
    capital: z.ZodNumber;
    exposure: z.ZodNumber;
    instability: z.ZodNumber;
    tiles: z.ZodRecord<z.ZodEnum<{
        action: "action";
        splay: "splay";
        unit: "unit";
        exp: "exp";
    }>, z.ZodNullable<z.ZodEnum<{
        establishment: "establishment";
        demonstrators: "demonstrators";
    }>>>;
    delegates: z.ZodObject<{
        track: z.ZodArray<z.ZodEnum<{
            blue: "blue";
            red: "red";
            pink: "pink";
        }>>;
        bag: z.ZodObject<{
            blue: z.ZodNumber;
            red: z.ZodNumber;
            pink: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>;
    hands: z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>;
    handSizes: z.ZodRecord<z.ZodString, z.ZodNumber>;
    discards: z.ZodRecord<z.ZodEnum<{
        mayor: "mayor";
        police: "police";
        yippies: "yippies";
        mobe: "mobe";
    }>, z.ZodArray<z.ZodString>>;
    stSplay: z.ZodArray<z.ZodString>;
    stDeckSize: z.ZodNumber;
    stDiscard: z.ZodArray<z.ZodString>;
    policySplay: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        paid: z.ZodNumber;
    }, z.core.$strip>>;
    policyDeckSize: z.ZodNumber;
    tactic: z.ZodNullable<z.ZodString>;
    tacticUsed: z.ZodBoolean;
    tacticsAvailable: z.ZodArray<z.ZodString>;
    mobDeckSize: z.ZodNumber;
    mobDiscard: z.ZodArray<z.ZodString>;
    smokeEm: z.ZodBoolean;
    turn: z.ZodNullable<z.ZodObject<{
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        card: z.ZodBoolean;
    }, z.core.$strip>>;
    vtoDeckSize: z.ZodNumber;
    legal: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
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
    }, z.core.$strict>], "type">>;
    ask: z.ZodNullable<z.ZodUnion<readonly [z.ZodUnion<readonly [z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodEnum<{
            policy: "policy";
            vto: "vto";
            st: "st";
            mob: "mob";
            bag: "bag";
        }>;
        purpose: z.ZodEnum<{
            splay: "splay";
            vto: "vto";
            nominate: "nominate";
            mob: "mob";
            vote: "vote";
        }>;
        area: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"draw">;
        deck: z.ZodEnum<{
            "machine mayor": "machine mayor";
            "machine police": "machine police";
            "machine tactics": "machine tactics";
            "machine policy": "machine policy";
        }>;
        for: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            machine: "machine";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"priorityTie">;
        card: z.ZodString;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        order: z.ZodEnum<{
            highest: "highest";
            lowest: "lowest";
        }>;
        areas: z.ZodArray<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        chance: z.ZodLiteral<"machineTie">;
        question: z.ZodString;
        faction: z.ZodEnum<{
            mayor: "mayor";
            police: "police";
            yippies: "yippies";
            mobe: "mobe";
        }>;
        options: z.ZodNumber;
    }, z.core.$strict>]>, z.ZodObject<{
        decision: z.ZodString;
        seat: z.ZodString;
    }, z.core.$loose>]>>;
    components: z.ZodNullable<z.ZodObject<{
        areas: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            kind: z.ZodEnum<{
                park: "park";
                jail: "jail";
                street: "street";
                transit: "transit";
            }>;
            star: z.ZodBoolean;
            capital: z.ZodNumber;
            blue: z.ZodNumber;
            red: z.ZodNumber;
            orientation: z.ZodOptional<z.ZodArray<z.ZodString>>;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        paths: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            a: z.ZodString;
            b: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        setupBarricades: z.ZodArray<z.ZodString>;
        setupBarbedWire: z.ZodArray<z.ZodString>;
        actionCards: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            faction: z.ZodEnum<{
                mayor: "mayor";
                police: "police";
                yippies: "yippies";
                mobe: "mobe";
            }>;
            copies: z.ZodNumber;
            conflict: z.ZodBoolean;
            starting: z.ZodBoolean;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        streetTheater: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            kind: z.ZodEnum<{
                event: "event";
                opportunity: "opportunity";
                counterrevolutionary: "counterrevolutionary";
            }>;
            location: z.ZodString;
            agitators: z.ZodNumber;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            grants: z.ZodOptional<z.ZodObject<{
                card: z.ZodString;
                hands: z.ZodArray<z.ZodEnum<{
                    mayor: "mayor";
                    police: "police";
                    yippies: "yippies";
                    mobe: "mobe";
                }>>;
            }, z.core.$strict>>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        policies: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        tactics: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        mobChaos: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            day: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            night: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            notSolo: z.ZodOptional<z.ZodBoolean>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        incendiary: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                op: z.ZodLiteral<"exposure">;
                amount: z.ZodNumber;
                by: z.ZodOptional<z.ZodEnum<{
                    establishment: "establishment";
                    demonstrators: "demonstrators";
                }>>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"instability">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"capital">;
                amount: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"mobe">;
                level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"agitator">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"police">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"arrest">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"injure">;
                count: z.ZodNumber;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"heal">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"release">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"minusCapital">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"barricade">;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeBarrier">;
                kind: z.ZodEnum<{
                    barricade: "barricade";
                    barbedWire: "barbedWire";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeSupply">;
                item: z.ZodEnum<{
                    barbedWire: "barbedWire";
                    tearGas: "tearGas";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"nationalGuard">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"tearGas">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"delegate">;
                color: z.ZodEnum<{
                    blue: "blue";
                    red: "red";
                }>;
                count: z.ZodNumber;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"flag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"removeFlag">;
                at: z.ZodUnion<readonly [z.ZodEnum<{
                    choice: "choice";
                    requirement: "requirement";
                    conflict: "conflict";
                }>, z.ZodObject<{
                    area: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policyDraw">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"policeCard">;
                card: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"smokeEm">;
            }, z.core.$strict>, z.ZodObject<{
                op: z.ZodLiteral<"action">;
                card: z.ZodString;
            }, z.core.$strict>], "op">>;
            text: z.ZodString;
            source: z.ZodUnion<readonly [z.ZodObject<{
                rule: z.ZodString;
            }, z.core.$strict>, z.ZodObject<{
                reconstructed: z.ZodString;
            }, z.core.$strict>]>;
        }, z.core.$strict>>;
        machine: z.ZodOptional<z.ZodObject<{
            actions: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                faction: z.ZodEnum<{
                    mayor: "mayor";
                    police: "police";
                }>;
                conflict: z.ZodBoolean;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            tactics: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                when: z.ZodEnum<{
                    drawn: "drawn";
                    endOfRound: "endOfRound";
                    ongoing: "ongoing";
                }>;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    op: z.ZodLiteral<"exposure">;
                    amount: z.ZodNumber;
                    by: z.ZodOptional<z.ZodEnum<{
                        establishment: "establishment";
                        demonstrators: "demonstrators";
                    }>>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"instability">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"capital">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"mobe">;
                    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"agitator">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"police">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"arrest">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"injure">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"heal">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"release">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"minusCapital">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"barricade">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeBarrier">;
                    kind: z.ZodEnum<{
                        barricade: "barricade";
                        barbedWire: "barbedWire";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeSupply">;
                    item: z.ZodEnum<{
                        barbedWire: "barbedWire";
                        tearGas: "tearGas";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"nationalGuard">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"tearGas">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"delegate">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"flag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeFlag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policyDraw">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeCard">;
                    card: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"smokeEm">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"action">;
                    card: z.ZodString;
                }, z.core.$strict>], "op">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            policies: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    op: z.ZodLiteral<"exposure">;
                    amount: z.ZodNumber;
                    by: z.ZodOptional<z.ZodEnum<{
                        establishment: "establishment";
                        demonstrators: "demonstrators";
                    }>>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"instability">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"capital">;
                    amount: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"mobe">;
                    level: z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<2>]>;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"agitator">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"police">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"arrest">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"injure">;
                    count: z.ZodNumber;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"heal">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"release">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"minusCapital">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"barricade">;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeBarrier">;
                    kind: z.ZodEnum<{
                        barricade: "barricade";
                        barbedWire: "barbedWire";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeSupply">;
                    item: z.ZodEnum<{
                        barbedWire: "barbedWire";
                        tearGas: "tearGas";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"nationalGuard">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"tearGas">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"delegate">;
                    color: z.ZodEnum<{
                        blue: "blue";
                        red: "red";
                    }>;
                    count: z.ZodNumber;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"flag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"removeFlag">;
                    at: z.ZodUnion<readonly [z.ZodEnum<{
                        choice: "choice";
                        requirement: "requirement";
                        conflict: "conflict";
                    }>, z.ZodObject<{
                        area: z.ZodString;
                    }, z.core.$strict>]>;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policyDraw">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"policeCard">;
                    card: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"smokeEm">;
                }, z.core.$strict>, z.ZodObject<{
                    op: z.ZodLiteral<"action">;
                    card: z.ZodString;
                }, z.core.$strict>], "op">>;
                text: z.ZodString;
                source: z.ZodUnion<readonly [z.ZodObject<{
                    rule: z.ZodString;
                }, z.core.$strict>, z.ZodObject<{
                    reconstructed: z.ZodString;
                }, z.core.$strict>]>;
            }, z.core.$strict>>;
            activeTokens: z.ZodNumber;
            splay: z.ZodNumber;
        }, z.core.$strict>>;
        counts: z.ZodObject<{
            policeL1: z.ZodNumber;
            policeL2: z.ZodNumber;
            tac: z.ZodNumber;
            smallRed: z.ZodNumber;
            mobeL2: z.ZodNumber;
            agitators: z.ZodNumber;
            rallyFlags: z.ZodArray<z.ZodNumber>;
            nationalGuard: z.ZodNumber;
            barbedWire: z.ZodNumber;
            barricades: z.ZodNumber;
            tearGas: z.ZodNumber;
            minusCapital: z.ZodNumber;
            pinkDelegates: z.ZodNumber;
            posts: z.ZodNumber;
            reservesL1: z.ZodNumber;
            policeSupplyBarbedWire: z.ZodNumber;
            policeSupplyTearGas: z.ZodNumber;
            delegateTrack: z.ZodNumber;
            exposureTrack: z.ZodNumber;
            startingCapital: z.ZodNumber;
            startingPolicies: z.ZodNumber;
            turnCardsPerFaction: z.ZodNumber;
        }, z.core.$strict>;
    }, z.core.$strict>>;
    outcome: z.ZodNullable<z.ZodObject<{
        winners: z.ZodArray<z.ZodEnum<{
            establishment: "establishment";
            demonstrators: "demonstrators";
        }>>;
        reason: z.ZodString;
        major: z.ZodBoolean;
    }, z.core.$strip>>;
    machine: z.ZodNullable<z.ZodObject<{
        active: z.ZodRecord<z.ZodString, z.ZodNumber>;
        activeSupply: z.ZodNumber;
        deckSizes: z.ZodObject<{
            mayor: z.ZodNumber;
            police: z.ZodNumber;
            tactics: z.ZodNumber;
        }, z.core.$strip>;
        discards: z.ZodObject<{
            mayor: z.ZodArray<z.ZodString>;
            police: z.ZodArray<z.ZodString>;
            tactics: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
}, z.core.$strip>;
type Config = z.output<typeof configSchema>;
/** The config as a user writes it (every key optional; defaults are filled in by parsing). */
type ConfigInput = z.input<typeof configSchema>;
/** A seat: a side (2 players, solo), a faction (4 players, co-op) or either (3 players). */
type Seat = z.infer<typeof sideSchema> | z.infer<typeof factionSchema>;
type State = z.infer<typeof stateSchema>;
type Action = z.infer<typeof actionSchema>;
type View = z.infer<typeof viewSchema>;
type Units = z.infer<typeof unitsSchema>;

/**
 * Where a built position is entered: a faction's turn in the current phase, before its card action
 * (2.9); the Machine Mayor's or Police's turn (solo and co-op) from its start, its card about to be
 * drawn.
 * The turn under way (the Machine's too) and whatever it was resolving are dropped; the phase's
 * counts are kept.
 */
type ChicagoPoint = 'turn' | 'machineTurn';
/** A position under construction; each method returns a new scenario (the old one is unchanged). */
interface ChicagoScenario extends Scenario<State, ChicagoPoint, Faction, ChicagoScenario> {
    /** Adds units to a City Area (negative counts remove them). */
    units(area: string, units: Partial<Units>): ChicagoScenario;
    /** Empties every City Area (units, Rally Flags, Tear Gas, National Guard) and every path; units simply vanish. */
    clearMap(): ChicagoScenario;
    /** Gives a faction exactly these cards in hand (the cards are not taken from a deck or discard). */
    hand(faction: Faction, cards: string[]): ChicagoScenario;
    /** The faction on turn has taken its card action (refused outside a turn). */
    cardPlayed(): ChicagoScenario;
    /** Makes a draw from a deck the pending decision (a chance node; a Policy or Street Theater card goes to its splay); in `'auto'` chance mode it is drawn at once from the state's RNG. */
    draw(deck: TaskOf<'draw'>['deck']): ChicagoScenario;
    /** Solo and co-op: an area holds exactly `n` Active tokens (taken from or returned to the supply). */
    active(area: string, n: number): ChicagoScenario;
}
/** Builds scenarios from a state (e.g. `chicago68.setup(config, seed)` after a few actions). */
declare function chicagoScenario(state: State): ChicagoScenario;
/** The faction on turn and whether it took its card action, or null between turns. */
declare function currentTurn(s: State): {
    faction: Faction;
    card: boolean;
} | null;
/** The pending draw (a chance node): which deck (the Machine's decks as `machine <deck>`), or null. */
declare function pendingDraw(s: State): TaskOf<'draw'>['deck'] | `machine ${TaskOf<'machineDraw'>['deck']}` | null;
/** Is the faction on turn deciding its turn action now (not a question of a card or rule)? */
declare function turnDecision(s: State): boolean;

/**
 * Chicago '68's heuristic bot: plays an Action Card whenever it can rather than pass (1.3, 1.4);
 * activates Street Theater and Tactics (2.9.4, 2.9.6); never removes its own Agitators to discard a
 * Counterrevolutionary (2.9.5, 5.3) and keeps them with the marching groups; the Establishment
 * arrests Agitators first and goes where the Demonstrators are, the Demonstrators go where the
 * police are weak; takes Exposure when offered (2.12); picks the highest Rally Flag. `seed` breaks
 * the remaining choices.
 */
declare function chicagoHeuristic(seed?: number): SyncBot<Action, View>;

/**
 * Chicago '68's evaluation for `seat`, in [0, 1]: its side's chance to win (the side of the
 * factions it plays, 2.1, 6.2).
 */
declare function chicagoEvaluate(s: State, seat: string): number;

/** A Chicago '68 view as a text board. */
declare function chicagoTextBoard(v: View): string[];

export { sideSchema as $, type Area as A, componentSetSchema as B, type Counts as C, configSchema as D, type Effect as E, type Faction as F, countsSchema as G, currentTurn as H, type IncendiaryCard as I, effectSchema as J, factionSchema as K, incendiaryConfigSchema as L, type MobChaosCard as M, incendiarySchema as N, machineActionSchema as O, type Path as P, machineComponentsSchema as Q, machineTacticSchema as R, type State as S, type TacticCard as T, type Units as U, type View as V, type Where as W, mobChaosSchema as X, pathSchema as Y, pendingDraw as Z, policySchema as _, type ComponentSet as a, sourceSchema as a0, stateSchema as a1, streetTheaterSchema as a2, tacticSchema as a3, taskSchema as a4, turnDecision as a5, unitsSchema as a6, viewSchema as a7, whereSchema as a8, type ActionCard as b, type StreetTheaterCard as c, type PolicyCard as d, type MachineAction as e, type MachineComponents as f, type MachineTactic as g, type Action as h, type Config as i, type ConfigInput as j, type Seat as k, chicagoHeuristic as l, chicagoEvaluate as m, type ChicagoScenario as n, chicagoTextBoard as o, type Task as p, type ChicagoPoint as q, MAX_COUNT as r, type Side as s, type Source as t, actionCardSchema as u, actionSchema as v, areaKindSchema as w, areaSchema as x, chanceQuestionSchema as y, chicagoScenario as z };
