export const PAGE_SIZE = 12

export interface Page<T> {
  items: T[]
  /** The page actually shown: a requested page past the end shows the last one. */
  page: number
  pageCount: number
  total: number
}

export function paginate<T>(items: readonly T[], requestedPage: number, pageSize = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const page = Number.isInteger(requestedPage) ? Math.min(Math.max(requestedPage, 1), pageCount) : 1
  const start = (page - 1) * pageSize
  return { items: items.slice(start, start + pageSize), page, pageCount, total: items.length }
}
