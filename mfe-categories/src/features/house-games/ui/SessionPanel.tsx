import { memo, useId } from 'react'
import { formatCount } from 'shell/lib/format'
import { clock, signedAmount } from './format'
import { elapsedOf, type Session } from './session'

/** Memoised: a rolling reel re-renders the game sixteen times a second, and the session does not change meanwhile. */
export const SessionPanel = memo(function SessionPanel({ session, now }: { session: Session; now: number }) {
  const headingId = useId()
  const rows: [string, string][] = [
    ['Rotiri', formatCount(session.spins)],
    ['Miză totală', formatCount(session.staked)],
    ['Câștig total', formatCount(session.won)],
    ['Net', signedAmount(session.won - session.staked)],
    ['Timp de joc', clock(elapsedOf(session, now))],
  ]
  return (
    <section aria-labelledby={headingId} className="rounded-xl border p-4">
      <h3 id={headingId} className="mb-2 font-semibold">
        Sesiunea ta
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-session={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
})
