import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'

/** The heading and "Vezi Toate" are the home page's; the cards themselves come from mfe-categories. */
export function PopularGamesSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="jocuri-populare" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="jocuri-populare" className="font-bold max-sm:text-2xl sm:text-3xl">
          Jocuri Populare
        </h2>
        <Link
          to={paths.category('pacanele-online')}
          className={buttonVariants({ variant: 'outline' })}
          aria-label="Vezi Toate păcănelele online"
        >
          Vezi Toate
        </Link>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  )
}
