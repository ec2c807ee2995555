import { AGE, RESPONSIBLE_GAMBLING_NOTICE, responsibleGamblingLinks } from 'shell/lib/responsible-gambling'
import { ExternalLink } from 'shell/ui/external-link'

/** Help beside the reels, one tap away from play: the same lines the footer of every page lists. */
export function ResponsiblePlayNote() {
  return (
    <aside
      aria-labelledby="joc-responsabil-aici"
      className="rounded-xl border bg-muted/40 p-4 text-sm"
      data-testid="responsible-play-note"
    >
      <h2 id="joc-responsabil-aici" className="font-semibold">
        Joc responsabil · {AGE.mark}
      </h2>
      <p className="mt-1">
        {RESPONSIBLE_GAMBLING_NOTICE} Dacă jocul nu mai este o distracție, oprește-te și cere ajutor:
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {responsibleGamblingLinks.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href} className="text-primary">
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
