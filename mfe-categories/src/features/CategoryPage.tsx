import type { ReactNode } from 'react'
import type { CategorySlug } from 'shell/routes'

export function CategoryPage({ slug, faq }: { slug: CategorySlug; faq: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-categories" data-slug={slug}>
      <title>{`${slug} | Păcănele Online`}</title>
      <h1 className="text-3xl font-bold">{slug}</h1>
      {faq}
    </div>
  )
}
