/** What `pnpm bench:health` and `pnpm bench:judge` (e2e/bench/) drive: the command as `pnpm release` runs it. */
export { parseCommand } from '../command'
export { testShellMeta } from '../test-support/fake-deploy'
export { EXIT, runHealth, type HealthDeps } from './run-health'
export { powerChart, type PowerPoint } from './power-chart'
export {
  defaultSchedule,
  IDENTICAL,
  REALISTIC_FIELD,
  simulateRollout,
  type Effect,
  type Outcome,
  type Schedule,
} from './simulate'
