import { Form, useSearchParams } from 'react-router-dom'
import { MAX_SEARCH_LENGTH, paths } from '../../contract/routes'

export function SearchBox({ className }: { className?: string }) {
  const [params] = useSearchParams()
  // The box shows the query the results are for: the search takes only its first characters.
  const current = (params.get('s') ?? '').slice(0, MAX_SEARCH_LENGTH)
  return (
    <Form role="search" action={paths.home} className={className}>
      <label htmlFor="cautare" className="sr-only">
        Caută jocuri
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 fill-none stroke-muted-foreground stroke-2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <input
          id="cautare"
          name="s"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          defaultValue={current}
          // Re-mount on a new query so the box shows what the results page is for.
          key={current}
          placeholder="Caută păcănele…"
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 w-full min-w-0 rounded-md border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>
    </Form>
  )
}
