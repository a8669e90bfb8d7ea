/** The fast-check module. */
export type FastCheck = typeof import('fast-check');

/** The error thrown when the optional peer dependency is missing. */
export const FAST_CHECK_MISSING =
  "protest-rules/testing: the conformance kit needs the 'fast-check' package, an optional peer dependency. Install it with `npm install --save-dev fast-check`.";

let loading: Promise<FastCheck> | undefined;

/**
 * fast-check, loaded on the first run of a conformance check, so that the rest of
 * `protest-rules/testing` (the example game, goldens) works without it. Rejects with
 * {@link FAST_CHECK_MISSING} when it is not installed.
 */
export function loadFastCheck(): Promise<FastCheck> {
  loading ??= import('fast-check').catch((cause: unknown) => {
    loading = undefined;
    throw new Error(FAST_CHECK_MISSING, { cause });
  });
  return loading;
}
