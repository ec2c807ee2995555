import { Button } from '../ui/button'
import { failureReason } from './remote-error'

const failureAdvice: Record<ReturnType<typeof failureReason>, string> = {
  unreachable:
    'Verifică conexiunea la internet și încearcă din nou. Restul site-ului funcționează în continuare.',
  timeout: 'Răspunsul întârzie. Încearcă din nou; restul site-ului funcționează în continuare.',
  incompatible: 'Această secțiune este în curs de actualizare. Încearcă din nou în câteva minute.',
  render: 'A apărut o problemă la afișarea acestei secțiuni. Încearcă din nou.',
  withdrawn:
    'Această secțiune a fost retrasă temporar. Revino în câteva minute; restul site-ului funcționează.',
}

const keptContentAdvice =
  'Conținutul de mai jos se poate citi, iar linkurile funcționează; butoanele lui vor răspunde după ce secțiunea se încarcă.'

/**
 * A slot's remote could not be shown. In place of its content; or, above server HTML that stays
 * readable (`keptContent`), as a notice that says what still works.
 */
export function RemoteFailure({
  label,
  error,
  onRetry,
  keptContent = false,
}: {
  label: string
  error: unknown
  onRetry: () => void
  keptContent?: boolean
}) {
  const reason = failureReason(error)
  return (
    <div
      role="alert"
      data-remote-failure={reason}
      className="mx-auto my-6 max-w-xl rounded-xl border bg-card p-6 text-center"
    >
      <p className="font-semibold">Nu am putut încărca {label}.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {keptContent ? keptContentAdvice : failureAdvice[reason]}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        Reîncearcă
      </Button>
    </div>
  )
}
