import { useRef } from 'react'
import { Dialog, DialogContent } from 'shell/ui/dialog'
import { useAppStore } from 'shell/store/react'
import type { Game } from '../../catalogue'
import { AgeGate } from '../../components/AgeGate'
import { GameDetails } from './GameDetails'
import { RealMoneyInfo } from './RealMoneyInfo'

export type PlayIntent = 'free' | 'real'

/**
 * One dialog per click: the 18+ question first when it has not been answered, then the content.
 * Mounted only while open (`intent && <PlayDialog …/>`): a page of cards would otherwise mount a
 * dialog and two store subscriptions per card that nobody has asked for.
 */
export function PlayDialog({
  game,
  intent,
  onClose,
}: {
  game: Game
  intent: PlayIntent
  onClose: () => void
}) {
  const ageConfirmed = useAppStore((state) => state.ageConfirmed)
  const confirmAge = useAppStore((state) => state.confirmAge)
  const bodyRef = useRef<HTMLDivElement>(null)

  function confirm() {
    confirmAge()
    // The focused button disappears with the question; keep focus inside the dialog's new content.
    requestAnimationFrame(() => bodyRef.current?.focus())
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <div ref={bodyRef} tabIndex={-1} className="grid gap-4 outline-none">
          {!ageConfirmed ? (
            <AgeGate onConfirm={confirm} />
          ) : intent === 'free' ? (
            <GameDetails game={game} />
          ) : (
            <RealMoneyInfo game={game} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
