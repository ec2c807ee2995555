import { Link } from 'react-router'
import type { CatalogueCounts } from 'shell/contract'
import { Icon } from './icons'
import { categoryHref, popularCategories } from './popular-categories'

/** Each tile's count is the number of games (or offers) its page lists, composed in from mfe-categories. */
export function PopularCategories({ counts }: { counts: CatalogueCounts['categories'] | undefined }) {
  return (
    <section aria-labelledby="categorii-populare" className="mt-14">
      <h2 id="categorii-populare" className="font-bold max-sm:text-2xl sm:text-3xl">
        Categorii Populare
      </h2>
      <ul className="mt-6 grid gap-3 min-[420px]:max-lg:grid-cols-2 lg:grid-cols-3">
        {popularCategories.map((category) => (
          <li key={category.slug}>
            <Link
              to={categoryHref(category)}
              data-testid="home-category-tile"
              className="group flex h-full items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-muted text-primary">
                <Icon name={category.icon} className="size-6" />
              </span>
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold group-hover:underline">{category.title}</span>
                <div
                  className="min-h-5 text-sm text-muted-foreground group-hover:text-accent-foreground"
                  data-testid="home-category-count"
                >
                  {counts?.[category.slug]}
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
