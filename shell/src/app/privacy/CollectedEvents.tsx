import { formatCounted } from '../../lib/format'
import {
  CLIENT_COUNTS,
  COLLECTOR_PATH,
  DEFAULT_RETENTION_DAYS,
  NEVER_STORED,
  storedColumns,
} from '../../privacy/collection'

/** Where the site's own collector receives the events, what it keeps with them and for how long. */
export function CollectedEvents() {
  return (
    <div data-collection className="mt-6 rounded-lg border p-4">
      <h3 className="font-semibold">Unde ajung și cât le păstrăm</h3>
      <p className="mt-2">
        Tot cu acordul tău, pagina trimite aceleași evenimente, cu aceleași câmpuri, chiar acestui site, la
        adresa <code>{COLLECTOR_PATH}</code>, când o închizi sau treci în altă filă. Serverul site-ului le
        păstrează {formatCounted(DEFAULT_RETENTION_DAYS, 'zi', 'zile')}, apoi le șterge. Le folosim ca să
        vedem dacă o versiune nouă a unei părți a site-ului merge la fel de bine ca cea obișnuită.
      </p>
      <p className="mt-2">Lângă fiecare eveniment, serverul mai păstrează:</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {Object.entries(storedColumns).map(([column, meaning]) => (
          <div key={column} className="contents">
            <dt>
              <code>{column}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 font-medium">{NEVER_STORED}</p>
      <p className="mt-2">{CLIENT_COUNTS}</p>
    </div>
  )
}
