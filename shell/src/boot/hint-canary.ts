/**
 * Imported by `main.ts` before the first paint, only on a composed page whose record lists a
 * canary's files: this browser's releases are resolved now (the manifest is preloaded with the page)
 * and, if a slot gets that canary, its files start downloading while the page paints, instead of
 * one after another once the app runs. The app later takes the same releases (`pageReleasesOnce`).
 */
import { hintResolvedBuilds } from '../remote/canary-hints'
import { readComposition } from '../remote/composition'
import { pageReleasesOnce } from './page-releases'

const record = readComposition()
if (record) void pageReleasesOnce().then(({ builds }) => hintResolvedBuilds(record, builds))
