import type { BrowserContext } from '@playwright/test'
import { canaryBucket } from 'shell/tooling/release/bucket'
import { answeredConsent } from './consent'
import { storeBeforeLoad } from './stored'
import { CANDIDATE } from './release-site'

/** The salt of the FAQ candidate's canary (a new canary would draw afresh with a new salt). */
export const CANARY_SALT = `faq-${CANDIDATE}`
/** Where the site keeps this browser's visitor id. */
export const VISITOR_KEY = 'pacanele:vizitator'

/** The first visitor id (32 hex digits) whose bucket for the canary's salt passes `wanted`. */
export function visitorWhose(wanted: (bucket: number) => boolean): string {
  for (let n = 1; ; n += 1) {
    const id = n.toString(16).padStart(32, '0')
    if (wanted(canaryBucket(id, CANARY_SALT))) return id
  }
}

/**
 * A browser whose visitor id is `id` from its first page on (kept as the site keeps it), with the
 * consent that lets a canary draw it.
 */
export async function visitorContext(context: BrowserContext, id: string): Promise<BrowserContext> {
  await answeredConsent(context)
  await storeBeforeLoad(context, { [VISITOR_KEY]: id }, 'unless stored')
  return context
}
