/*
 * The one door of the tests, benchmarks and their tools to the process's environment: the knobs
 * documented in docs/testing.md (E2E_*, TEST_*, BENCH_*, FAKE_LAKE_*, the programs' paths) and
 * what they hand on to the servers they start. The site reads its own variables through lib/env.
 */
export const testEnv: NodeJS.ProcessEnv = process.env
