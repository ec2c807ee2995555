import { Form, useSearchParams } from 'react-router-dom'
import { paths } from '../../contract/routes'

export function SearchBox() {
  const [params] = useSearchParams()
  return (
    <Form role="search" action={paths.home} className="order-last w-full sm:order-none sm:w-auto">
      <label htmlFor="cautare" className="sr-only">
        Caută jocuri
      </label>
      <input
        id="cautare"
        name="s"
        type="search"
        maxLength={100}
        defaultValue={params.get('s') ?? ''}
        key={params.get('s') ?? ''}
        placeholder="Caută păcănele…"
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:w-56"
      />
    </Form>
  )
}
