import { AGE } from '../../lib/responsible-gambling'
import { CONSENT_MAX_AGE_MONTHS, storageKeys } from '../../privacy/storage-registry'
import { paths } from '../../contract/routes'
import { OPERATOR, OPERATOR_SETTINGS, type Operator } from '../../lib/operator'
import { SITE_NAME } from '../../lib/site'
import { PageMeta } from '../../ui/page-meta'
import { ExternalLink } from '../../ui/external-link'
import { PRIVACY_CHOICE_SECTION_ID } from '../consent/ConsentSettingsControl'
import { purposeTexts } from '../consent/consent-texts'
import { PageViewOnSettle } from '../page-view'
import { CollectedEvents } from './CollectedEvents'
import { SentEvents } from './SentEvents'
import { StoredKeys } from './StoredKeys'

const NOT_SET = 'necompletat în setările acestei implementări'

function OperatorDetails({ operator }: { operator: Operator }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">Operator</dt>
        <dd>{operator.name ?? NOT_SET}</dd>
        <dt className="font-medium">Contact</dt>
        <dd>{operator.contact ?? NOT_SET}</dd>
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">
        Numele și datele de contact provin din setările de implementare ale site-ului (
        {OPERATOR_SETTINGS.map((setting, index) => (
          <span key={setting}>
            {index > 0 ? ', ' : ''}
            <code>{setting}</code>
          </span>
        ))}
        ).
      </p>
    </>
  )
}

const section = 'mt-10'
const heading = 'text-2xl font-semibold'

/** `/confidentialitate`: what the site keeps and sends, generated from the code's own definitions. */
export function PrivacyPage({ operator = OPERATOR }: { operator?: Operator }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 leading-relaxed">
      <PageMeta
        title="Confidențialitate"
        description="Ce păstrează Păcănele Online în browserul tău, ce trimite doar cu acordul tău și cum îți schimbi alegerea."
        path={paths.privacy}
      />
      <h1 className="text-3xl font-bold">Confidențialitate</h1>
      <p className="mt-4">
        {SITE_NAME} nu are conturi și nu îți cere date personale. Mai jos este tot ce site-ul păstrează în
        browserul tău și tot ce poate trimite, și numai cu acordul tău. Site-ul nu folosește cookie-uri.
      </p>

      <section className={section} aria-labelledby="cine">
        <h2 id="cine" className={heading}>
          Cine răspunde de site
        </h2>
        <OperatorDetails operator={operator} />
      </section>

      <section className={section} aria-labelledby="ce-pastram">
        <h2 id="ce-pastram" className={heading}>
          Ce păstrăm în browserul tău
        </h2>
        <p className="mt-3">
          Fiecare cheie de mai jos stă doar pe dispozitivul tău și nu este trimisă nimănui. Răspunsul la
          întrebarea „{AGE.confirm}” nu este păstrat: îl ține doar pagina, cât durează vizita.
        </p>
        <StoredKeys />
      </section>

      <section className={section} aria-labelledby="ce-trimitem">
        <h2 id="ce-trimitem" className={heading}>
          Ce trimitem, dacă ești de acord: {purposeTexts.measurement.label.toLowerCase()}
        </h2>
        <p className="mt-3">
          Fiecare eveniment de mai jos este pus în stratul de date al paginii (<code>window.dataLayer</code>),
          de unde un instrument de măsurare îl poate trimite mai departe. Fără acordul tău nu pleacă niciunul:
          până răspunzi, pagina le ține doar în memorie, iar dacă refuzi, renunță la ele. Tot acolo, primul
          mesaj al paginii spune oricărui instrument, în formatul Google Consent Mode, că nu are acordul tău;
          răspunsul tău îl urmează.
        </p>
        <SentEvents />
        <CollectedEvents />
      </section>

      <section className={section} aria-labelledby="versiuni-noi">
        <h2 id="versiuni-noi" className={heading}>
          {purposeTexts.trials.label}
        </h2>
        <p className="mt-3">
          Uneori încercăm o versiune nouă a unei părți a site-ului cu o parte dintre vizitatori. Dacă ești de
          acord, browserul tău primește un număr aleator (<code>{storageKeys.canaryVisitor.key}</code>, mai
          sus) care hotărăște dacă primești versiunea nouă. Fără acord primești mereu versiunea obișnuită.
        </p>
      </section>

      <section className={section} aria-labelledby={PRIVACY_CHOICE_SECTION_ID}>
        <h2 id={PRIVACY_CHOICE_SECTION_ID} className={heading}>
          Cum îți schimbi alegerea
        </h2>
        <p className="mt-3">
          La prima vizită te întrebăm: „Accept”, „Refuz” sau „Setări”, unde alegi pe rând. Îți păstrăm
          răspunsul {CONSENT_MAX_AGE_MONTHS} luni, apoi te întrebăm din nou. Îl poți schimba oricând cu
          butonul „Setări de confidențialitate” din subsolul oricărei pagini; ce ai refuzat se oprește pe loc,
          iar numărul aleator este șters. Poți șterge oricând și tot ce păstrează site-ul, din setările
          browserului (datele site-ului).
        </p>
        <p className="mt-3">
          Fără JavaScript, site-ul nu păstrează și nu trimite nimic din cele care cer acordul tău, așa că nu
          are ce să te întrebe.
        </p>
      </section>

      <section className={section} aria-labelledby="drepturi">
        <h2 id="drepturi" className={heading}>
          Drepturile tale
        </h2>
        <p className="mt-3">
          Potrivit Regulamentului general privind protecția datelor (GDPR), ai dreptul să afli ce date avem
          despre tine, să le corectezi sau să le ștergi, să restrângi sau să te opui prelucrării, să le
          primești într-un format portabil și să îți retragi oricând acordul, fără să afecteze ce s-a făcut
          înainte. Ne poți scrie la adresa de contact de mai sus. Dacă socotești că datele tale nu sunt
          respectate, poți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu
          Caracter Personal (ANSPDCP):{' '}
          <ExternalLink href="https://www.dataprotection.ro">dataprotection.ro</ExternalLink>.
        </p>
      </section>
      <PageViewOnSettle />
    </article>
  )
}
