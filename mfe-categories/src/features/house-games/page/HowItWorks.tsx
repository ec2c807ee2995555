import type { HouseGame } from '../engine/types'
import type { MathSheet } from '../sheets/types'
import {
  horizonSentence,
  horizonsConclusion,
  keyFigures,
  paytableIntro,
  rtpMeaning,
  specialRules,
} from './explain'
import { Paylines } from './Paylines'
import { Paytable } from './Paytable'

/**
 * The game's rules and mathematics, rendered with the page on the server: the paytable, the lines,
 * RTP, hit frequency, volatility and what the RTP means over 100, 1 000 and 10 000 spins, every
 * figure from the game's data and its math sheet.
 */
export function HowItWorks({ game, sheet }: { game: HouseGame; sheet: MathSheet }) {
  const stake = game.stakes[0]!
  return (
    <section aria-labelledby="cum-functioneaza" className="mt-12" data-testid="how-it-works">
      <h2 id="cum-functioneaza" className="text-2xl font-bold">
        Cum funcționează
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-[max-content_1fr]">
        {keyFigures(game, sheet).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd data-figure={label}>{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 text-xl font-bold">Tabelul de plăți</h3>
      <p className="mt-2 leading-relaxed">{paytableIntro(game)}</p>
      <div className="mt-4">
        <Paytable game={game} />
      </div>
      {specialRules(game).map((rule) => (
        <p key={rule.slice(0, 30)} className="mt-3 leading-relaxed">
          {rule}
        </p>
      ))}

      <h3 className="mt-8 text-xl font-bold">Liniile de plată</h3>
      <p className="mt-2 leading-relaxed">
        Fiecare linie trece o dată prin fiecare rolă; pătratele colorate arată pe unde.
      </p>
      <div className="mt-4">
        <Paylines game={game} />
      </div>

      <h3 className="mt-8 text-xl font-bold">Ce înseamnă RTP-ul</h3>
      <p className="mt-2 leading-relaxed">{rtpMeaning(sheet)}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed" data-testid="rtp-horizons">
        {sheet.horizons.map((horizon) => (
          <li key={horizon.spins}>{horizonSentence(horizon, stake)}</li>
        ))}
      </ul>
      <p className="mt-3 leading-relaxed">{horizonsConclusion(sheet.horizons)}</p>
    </section>
  )
}
