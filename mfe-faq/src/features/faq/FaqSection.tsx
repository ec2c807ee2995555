import type { FaqTopic } from 'shell/contract'
import { useAppStore } from 'shell/store/react'
import { JsonLd } from 'shell/ui/json-ld'
import { NotYetAvailable } from 'shell/ui/not-yet-available'
import { faqFor } from './data'
import { FaqAccordion } from './FaqAccordion'
import { faqPageJsonLd } from './faq-json-ld'

export function FaqSection({ topic }: { topic: FaqTopic }) {
  const track = useAppStore((state) => state.track)
  const items = faqFor(topic)
  if (!items) {
    return (
      <section className="w-full max-w-3xl" data-remote="mfe-faq" data-topic={topic}>
        <NotYetAvailable title="Întrebări frecvente" titleLevel={2}>
          Întrebările frecvente despre această pagină apar aici în curând.
        </NotYetAvailable>
      </section>
    )
  }
  const headingId = `faq-title-${topic}`
  return (
    <section
      className="w-full max-w-3xl"
      data-remote="mfe-faq"
      data-topic={topic}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        Întrebări frecvente
      </h2>
      {/* `key`: a different topic starts with every item closed. */}
      <FaqAccordion
        key={topic}
        group={`faq-${topic}`}
        items={items}
        onOpen={(questionId) => track({ event: 'faq_open', topic, questionId })}
      />
      <JsonLd data={faqPageJsonLd(items)} />
    </section>
  )
}
