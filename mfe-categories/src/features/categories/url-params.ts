/**
 * The query parameters a category page reads, one per thing a visitor can change. A module of its
 * own, free of the catalogue, so the cross-app tests can build their addresses from it.
 */
export const PARAMS = {
  provider: 'furnizor',
  feature: 'functie',
  sort: 'ordine',
  query: 'cauta',
  page: 'pagina',
} as const

export type ViewParam = keyof typeof PARAMS
