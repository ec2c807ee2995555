import { helpLine } from 'shell/lib/responsible-gambling'
import { Button } from 'shell/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from 'shell/ui/dialog'
import { ExternalLink } from 'shell/ui/external-link'
import { credits, minutesPlayed, spinsCount } from './format'
import { elapsedOf, REALITY_CHECK_SPINS, type Session } from './session'

/** Play stays paused until the player chooses: go on, or end the session (credits and figures reset). */
export function RealityCheck({
  session,
  now,
  onContinue,
  onEnd,
  onCloseAutoFocus,
}: {
  session: Session
  now: number
  onContinue: () => void
  onEnd: () => void
  /** Where focus goes when the check closes: the dialog has no trigger to return it to. */
  onCloseAutoFocus: (event: Event) => void
}) {
  const spins = session.spins >= REALITY_CHECK_SPINS ? ` și ai făcut ${spinsCount(session.spins)}` : ''
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onContinue())}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Un moment de pauză</DialogTitle>
          <DialogDescription>
            Ai jucat {minutesPlayed(elapsedOf(session, now))}
            {spins}. Ai pus în joc {credits(session.staked)} și ai câștigat {credits(session.won)}.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">Creditele sunt virtuale: nu se cumpără și nu se pot schimba pe bani.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" onClick={onContinue}>
            Continuă jocul
          </Button>
          <Button type="button" variant="outline" onClick={onEnd}>
            Încheie sesiunea
          </Button>
        </div>
        <p className="text-sm">
          Dacă jocul nu mai este o distracție, cere ajutor:{' '}
          <ExternalLink href={helpLine.href} className="text-primary">
            {helpLine.site}
          </ExternalLink>
        </p>
      </DialogContent>
    </Dialog>
  )
}
