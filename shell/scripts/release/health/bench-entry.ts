/** What `pnpm bench:health` (e2e/bench/health.ts) drives: the command as `pnpm release` runs it. */
export { parseCommand } from '../command'
export { testShellMeta } from '../fake-deploy'
export { EXIT, runHealth, type HealthDeps } from './run-health'
