import { Link } from 'react-router-dom'
import { categoryLabel, paths, type CategorySlug } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'

export function RelatedCategories({ slugs }: { slugs: readonly CategorySlug[] }) {
  return (
    <nav aria-labelledby="categorii-inrudite" className="mt-10">
      <h2 id="categorii-inrudite" className="text-2xl font-bold">
        Categorii înrudite
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {slugs.map((slug) => (
          <li key={slug}>
            <Link to={paths.category(slug)} className={buttonVariants({ variant: 'outline' })}>
              {categoryLabel(slug)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
