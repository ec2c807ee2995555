import { Link } from 'react-router'
import { categoryLabel, paths, type CategorySlug } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'

export function RelatedCategories({
  slugs,
  heading = 'Categorii înrudite',
  id = 'categorii-inrudite',
}: {
  slugs: readonly CategorySlug[]
  heading?: string
  /** The heading's id, which names the navigation landmark. */
  id?: string
}) {
  return (
    <nav aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
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
