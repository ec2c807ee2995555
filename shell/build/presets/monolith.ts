import type { UserConfig } from 'vite'
import { MONOLITH_MODE, monolithBuild } from '../monolith'
import { applyWhen } from './gate'

/**
 * The federation-cost benchmark's baseline (`vite build --mode monolith`, build/monolith.ts): the
 * shell with its remotes bundled in and no remotes to load. Applies in that mode only.
 */
export function monolith(): UserConfig {
  return { plugins: applyWhen((env) => env.mode === MONOLITH_MODE, monolithBuild()) }
}
