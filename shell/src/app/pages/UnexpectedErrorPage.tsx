import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { buttonVariants } from '../../ui/button'

/**
 * The last line of defence: anything that throws outside a remote slot. A plain <a> (not <Link>)
 * so the way home works even if the router itself is what broke.
 */
export function UnexpectedErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    console.warn('Unexpected application error', error)
  }, [error])
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <title>Eroare neașteptată | Păcănele Online</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">
        Ne pare rău, a apărut o eroare neașteptată. Reîncarcă pagina sau întoarce-te la prima pagină.
      </p>
      <a href="/" className={buttonVariants({ className: 'mt-6' })}>
        Înapoi la prima pagină
      </a>
    </section>
  )
}
