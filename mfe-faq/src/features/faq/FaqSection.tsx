import type { FaqTopic } from 'shell/contract'

export function FaqSection({ topic }: { topic: FaqTopic }) {
  return (
    <section className="mt-10" data-remote="mfe-faq" data-topic={topic} aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl font-bold">
        Întrebări frecvente
      </h2>
      <p className="mt-2">
        Ce sunt păcănelele online? Sunt versiunile digitale ale aparatelor clasice de joc.
      </p>
    </section>
  )
}
