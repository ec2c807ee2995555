export function SearchResults({ query }: { query: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-categories">
      <title>{`Rezultate pentru „${query}” | Păcănele Online`}</title>
      <h1 className="text-3xl font-bold">Rezultate pentru „{query}”</h1>
    </div>
  )
}
