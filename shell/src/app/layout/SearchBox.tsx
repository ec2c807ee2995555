import { Form, useSearchParams } from 'react-router'
import { MAX_SEARCH_LENGTH, paths } from '../../contract/routes'
import { Input } from '../../ui/input'

/**
 * A GET form to `/` with `s`: without the app's JavaScript the browser itself loads `/?s=…`; with
 * it, the router does, without a reload. Enter submits it, and so does the magnifier, a real submit
 * button for a tap on a phone.
 */
export function SearchBox() {
  const [params] = useSearchParams()
  // The box shows the query the results are for: the search takes only its first characters.
  const current = (params.get('s') ?? '').slice(0, MAX_SEARCH_LENGTH)
  return (
    <Form role="search" method="get" action={paths.home}>
      <label htmlFor="cautare" className="sr-only">
        Caută jocuri
      </label>
      <div className="relative">
        <Input
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
          className="min-w-0 pr-10"
        />
        <button
          type="submit"
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <span className="sr-only">Caută</span>
        </button>
      </div>
    </Form>
  )
}
