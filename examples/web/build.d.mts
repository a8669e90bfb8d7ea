/** The pages: one per game. */
export declare const pages: string[];
/** Bundles the pages in `projectDir` (where `protest-rules` is installed) into `outDir`. */
export declare function bundlePages(projectDir: string, outDir: string): Promise<void>;
