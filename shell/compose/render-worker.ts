/**
 * A compose worker thread: loads the shell's renderer and the remotes' bundles as the main thread did,
 * then renders pages from the shared queue.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { SHARED_PACKAGES } from '../build/shared-packages'
import type { RemoteKey } from '../src/federation/apps'
import { renderPages, type PageContext, type PageQueue, type Renderer } from './compose-page'
import { importBundle, redirectSharedImports } from './remote-bundles'

export interface WorkerInput {
  rendererFile: string
  bundlesDir: string
  bundles: Partial<Record<RemoteKey, string>>
  context: Omit<PageContext, 'renderer' | 'remotes'>
  queue: PageQueue
}

const { rendererFile, bundlesDir, bundles, context, queue } = workerData as WorkerInput
redirectSharedImports(bundlesDir, rendererFile, SHARED_PACKAGES)
const renderer = (await import(rendererFile)) as Renderer
const remotes = Object.fromEntries(
  await Promise.all(Object.entries(bundles).map(async ([key, file]) => [key, await importBundle(file)])),
)
parentPort!.postMessage(await renderPages({ ...context, renderer, remotes }, queue))
