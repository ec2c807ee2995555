import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'
import { catalogueFeature, heroFeatures, type HeroFeature } from './hero-features'
import { Icon } from './icons'

/** `catalogueCount` is the true number of games ("46 de jocuri"), composed in from mfe-categories. */
export function Hero({ catalogueCount }: { catalogueCount: ReactNode }) {
  return (
    <section aria-labelledby="home-hero-title" className="pt-4">
      <h1
        id="home-hero-title"
        className="home-hero-title font-extrabold text-balance max-sm:text-4xl sm:text-5xl"
      >
        Păcănele Online
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        Descoperă cele mai cunoscute păcănele din România, cu rating pentru fiecare joc și RTP și volatilitate
        acolo unde studioul le publică, ca să alegi informat și să joci responsabil.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={paths.category('pacanele-gratis')}
          className={buttonVariants({ size: 'lg', className: 'max-sm:w-full' })}
        >
          Joacă Gratis Acum
        </Link>
        <Link
          to={paths.category('pacanele-online')}
          className={buttonVariants({ size: 'lg', variant: 'outline', className: 'max-sm:w-full' })}
        >
          Top Păcănele Online
        </Link>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label="De ce Păcănele Online">
        <FeatureTile title={catalogueCount} feature={catalogueFeature} />
        {heroFeatures.map((feature) => (
          <FeatureTile key={feature.title} title={feature.title} feature={feature} />
        ))}
      </ul>
    </section>
  )
}

function FeatureTile({ title, feature }: { title: ReactNode; feature: HeroFeature }) {
  return (
    <li
      data-testid="home-feature-tile"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <span className="grid size-11 place-items-center rounded-lg bg-muted text-primary">
        <Icon name={feature.icon} className="size-6" />
      </span>
      {/* A div, not a p: the count arrives as another app's element, which may hold block markup. */}
      <div className="mt-3 min-h-7 text-lg font-bold" data-testid="home-feature-title">
        {title}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{feature.text}</p>
    </li>
  )
}
