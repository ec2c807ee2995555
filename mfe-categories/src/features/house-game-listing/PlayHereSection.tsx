import { HouseGameList } from './HouseGameList'

/** First on the free-play pages: the games a visitor can play here, before the ones only presented. */
export function PlayHereSection() {
  return (
    <section aria-labelledby="joaca-aici" className="mt-8" data-testid="play-here">
      <h2 id="joaca-aici" className="text-2xl font-bold">
        Joacă aici, gratis
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Trei jocuri create de noi, pe care le joci direct pe site, cu credite virtuale: nu se cumpără nimic și
        nu se câștigă nimic. La fiecare găsești tabelul de plăți și RTP-ul, calculate exact din regulile
        jocului.
      </p>
      <div className="mt-4">
        <HouseGameList label="Jocuri gratuite de jucat aici" />
      </div>
    </section>
  )
}
