import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { EARLY_KEPT_KEYS, KEEPS_EARLY_KEYS } from 'shell/contract'
import { formatCount } from 'shell/lib/format'
import { useAppStore } from 'shell/store/react'
import { Button } from 'shell/ui/button'
import { Select } from 'shell/ui/select'
import { Dialog, DialogContent } from 'shell/ui/dialog'
import { AgeGate } from '../../../components/AgeGate'
import type { RandomSource } from '../engine/random'
import type { HouseGame as GameData } from '../engine/types'
import { credits, freeSpinsCount } from './format'
import { RealityCheck } from './RealityCheck'
import { Reels } from './Reels'
import { SessionPanel } from './SessionPanel'
import { useHouseGame } from './useHouseGame'

/** Space and Enter spin: the keys the section's `KEEPS_EARLY_KEYS` mark promises. */
const SPIN_KEYS = new Set(EARLY_KEPT_KEYS)
/** Elements that act on Space and Enter themselves. */
const OWN_KEYS = 'button, select, a, input, textarea, [role="dialog"], [role="alertdialog"]'

/**
 * A house game played with virtual credits: the 18+ question before the first spin, a stake, one
 * spin per press (the button, or Space or Enter anywhere in the game), the result announced, the
 * session's figures, a reality check that pauses play, and a reset. No autoplay, no turbo.
 */
export function HouseGame({ game, rng }: { game: GameData; rng?: RandomSource }) {
  const play = useHouseGame(game, rng)
  const ageConfirmed = useAppStore((state) => state.ageConfirmed)
  const confirmAge = useAppStore((state) => state.confirmAge)
  const [askingAge, setAskingAge] = useState(false)
  const stakeId = useId()
  const root = useRef<HTMLElement>(null)
  const reels = useRef<HTMLDivElement>(null)
  const focusedAtSpin = useRef<HTMLElement | null>(null)

  function requestSpin() {
    focusedAtSpin.current = document.activeElement as HTMLElement | null
    if (!ageConfirmed) setAskingAge(true)
    else play.spin()
  }

  // The 18+ question and the reality check open without a trigger, so Radix would drop focus on
  // the page when they close: it goes back where the player spun from (the button or the reels),
  // else to the reels, where Space and Enter spin.
  function returnFocus(event: Event) {
    event.preventDefault()
    const before = focusedAtSpin.current
    const usable = before && root.current?.contains(before) && !before.matches(':disabled')
    ;(usable ? before : reels.current)?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!SPIN_KEYS.has(event.key)) return
    // A held key repeats: that would be autoplay by another name.
    if (event.repeat) return event.preventDefault()
    if ((event.target as HTMLElement).closest(OWN_KEYS)) return
    event.preventDefault()
    requestSpin()
  }

  return (
    <section
      ref={root}
      aria-label={`Joacă ${game.name}`}
      className="grid gap-4"
      onKeyDown={onKeyDown}
      data-house-game={game.id}
      // Space or Enter pressed before the game's code has arrived spins once it has.
      {...{ [KEEPS_EARLY_KEYS]: '' }}
    >
      <Reels ref={reels} game={game} shown={play.shown} outcome={play.outcome} spinning={play.spinning} />

      <p role="status" aria-live="polite" className="min-h-6 text-center text-lg font-semibold">
        {play.message}
      </p>

      {play.inFreeSpins && (
        <p className="rounded-lg bg-accent p-2 text-center font-semibold text-accent-foreground">
          Rotiri gratuite: mai ai {freeSpinsCount(play.play.freeSpinsLeft)}, câștigate până acum{' '}
          {credits(play.play.freeSpinsWin * play.lineBet)}.
        </p>
      )}

      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-lg">
          Credite: <strong className="tabular-nums">{formatCount(play.balance)}</strong>
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={stakeId} className="text-sm font-medium">
            Miză pe rotire
          </label>
          <Select
            id={stakeId}
            value={play.stake}
            disabled={play.spinning || play.inFreeSpins}
            onChange={(event) => play.setStake(Number(event.target.value))}
            size="lg"
            width="auto"
          >
            {game.stakes.map((stake) => (
              <option key={stake} value={stake}>
                {credits(stake)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="lg"
            onClick={requestSpin}
            disabled={!play.canSpin}
            aria-keyshortcuts="Space Enter"
          >
            {play.inFreeSpins ? 'Rotire gratuită' : 'Rotește'}
          </Button>
          <Button type="button" size="lg" variant="outline" onClick={play.reset} disabled={play.spinning}>
            Resetează creditele
          </Button>
        </div>
      </div>

      {!play.canAfford && (
        <p className="text-sm">
          Creditele rămase nu ajung pentru miza aleasă: alege o miză mai mică sau resetează creditele.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Apasă Spațiu sau Enter pentru o rotire. Creditele sunt virtuale: nu se cumpără și nu se pot schimba pe
        bani.
      </p>

      <SessionPanel session={play.session} now={play.now} />

      {play.realityCheck && (
        <RealityCheck
          session={play.session}
          now={play.now}
          onContinue={play.continuePlaying}
          onEnd={play.reset}
          onCloseAutoFocus={returnFocus}
        />
      )}
      {askingAge && (
        <Dialog open onOpenChange={(open) => (open ? undefined : setAskingAge(false))}>
          <DialogContent onCloseAutoFocus={returnFocus}>
            <AgeGate
              onConfirm={() => {
                confirmAge()
                setAskingAge(false)
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </section>
  )
}
