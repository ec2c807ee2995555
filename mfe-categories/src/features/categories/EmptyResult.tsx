import { Link } from 'react-router'
import { buttonVariants } from 'shell/ui/button'
import { cn } from 'shell/lib/cn'

/** "Șterge filtrele" is a link to the unfiltered list: it works before (and without) the app's JS. */
export function EmptyResult({ clearHref }: { clearHref: string }) {
  return (
    <div className="rounded-xl border border-dashed p-6 text-center" data-testid="empty-result">
      <p className="font-semibold">Niciun joc nu se potrivește cu filtrele alese.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Încearcă alt furnizor sau altă funcție, verifică ce ai scris în căutare ori pornește din nou de la
        lista completă.
      </p>
      <Link to={clearHref} preventScrollReset className={cn(buttonVariants(), 'mt-4')}>
        Șterge filtrele
      </Link>
    </div>
  )
}
