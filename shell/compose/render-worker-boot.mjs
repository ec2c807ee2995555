// Node 20 does not carry tsx's hooks into worker threads: each worker registers them before it loads
// its TypeScript.
import { register } from 'tsx/esm/api'

register()
await import('./render-worker.ts')
