import { RESPONSIBLE_GAMBLING_NOTICE, responsibleGamblingLinks } from 'shell/lib/responsible-gambling'

/** Help beside the reels, one tap away from play: the same lines the footer of every page lists. */
export function ResponsiblePlayNote() {
  return (
    <aside
      aria-labelledby="joc-responsabil-aici"
      className="rounded-xl border bg-muted/40 p-4 text-sm"
      data-testid="responsible-play-note"
    >
      <h2 id="joc-responsabil-aici" className="font-semibold">
        Joc responsabil · 18+
      </h2>
      <p className="mt-1">
        {RESPONSIBLE_GAMBLING_NOTICE} Dacă jocul nu mai este o distracție, oprește-te și cere ajutor:
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {responsibleGamblingLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-sm text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link.label}
              <span className="sr-only"> (se deschide într-o filă nouă)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
