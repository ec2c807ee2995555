/** What `pnpm bench:health` and `pnpm bench:judge` (e2e/bench/) drive: the command as `pnpm release` runs it. */
export { parseCommand } from '../command'
export { testShellMeta } from '../test-support/fake-deploy'
export { EXIT, runHealth, type HealthDeps } from './run-health'
export { powerChart, type PowerPoint } from './power-chart'
export { defaultSchedule, simulateRollout, type Outcome, type Schedule } from './simulate'
export { IDENTICAL, INDEPENDENT_VIEWS, REALISTIC_FIELD, type Conditions, type Effect } from './traffic'
export { missedShare } from './coverage'
