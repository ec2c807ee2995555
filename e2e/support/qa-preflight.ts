import { parseReleaseRecord } from 'shell/tooling/release/release-record-schema'
import { stableBuilds } from 'shell/tooling/release/resolve'

/**
 * QA against a deployed site (`BASE_URL`): before any test, checks that the site's remotes let
 * BASE_URL's origin load them. A site reached under a name its remotes do not allow (127.0.0.1 for
 * localhost, a CDN's own host) loads no remote; the composed HTML still shows, so the run would fail
 * test by test on symptoms instead of once on the cause.
 */
export default async function qaPreflight(): Promise<void> {
  const base = process.env.BASE_URL
  if (!base) return
  const origin = new URL(base).origin
  const response = await fetch(new URL('/release-record.json', base))
  if (!response.ok) throw new Error(`BASE_URL=${base}: /release-record.json answered ${response.status}`)
  const parsed = parseReleaseRecord(await response.json())
  if (!parsed.ok)
    throw new Error(`BASE_URL=${base}: release-record.json is invalid: ${parsed.errors.join('; ')}`)
  const refused: string[] = []
  for (const [remote, { entry }] of Object.entries(stableBuilds(parsed.record))) {
    const url = new URL(entry, base)
    if (url.origin === origin) continue
    const answer = await fetch(url, { headers: { origin } })
    const allowed = answer.headers.get('access-control-allow-origin')
    if (!answer.ok || (allowed !== origin && allowed !== '*'))
      refused.push(
        `${remote} at ${url.href} (${answer.status}, Access-Control-Allow-Origin: ${allowed ?? 'none'})`,
      )
  }
  if (refused.length > 0)
    throw new Error(
      `BASE_URL=${base}: these remotes do not let ${origin} load them: ${refused.join('; ')}. ` +
        'Their files must answer any origin (Access-Control-Allow-Origin: *, as shell/serving/headers.ts sends).',
    )
}
