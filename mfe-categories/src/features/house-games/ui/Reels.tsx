import { memo, useId, type Ref } from 'react'
import { cn } from 'shell/lib/cn'
import { PictureShapes } from '../../house-game-listing/SymbolPicture'
import type { SpinOutcome } from '../engine/evaluate'
import type { HouseGame, SymbolId } from '../engine/types'

/** "reel:row" of every cell that is part of a paid combination of the outcome. */
function winningCells(game: HouseGame, outcome: SpinOutcome | null): Set<string> {
  const cells = new Set<string>()
  if (!outcome) return cells
  for (const win of outcome.lineWins) {
    game.paylines[win.line]!.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`))
  }
  if (outcome.scatterPay > 0 || outcome.freeSpinsAwarded > 0) {
    outcome.window.forEach((column, reel) =>
      column.forEach((symbol, row) => symbol === game.scatter?.symbol && cells.add(`${reel}:${row}`)),
    )
  }
  return cells
}

/** Memoised: the session clock re-renders the game every second, and the reels need not follow. */
export const Reels = memo(function Reels({
  ref,
  game,
  shown,
  outcome,
  spinning,
}: {
  ref?: Ref<HTMLDivElement>
  game: HouseGame
  shown: SymbolId[][]
  outcome: SpinOutcome | null
  spinning: boolean
}) {
  const names = new Map(game.symbols.map((symbol) => [symbol.id, symbol]))
  const winning = winningCells(game, outcome)
  // Each symbol is drawn once, and a cell points at it: a rolling cell's change is one attribute.
  const idPrefix = `symbol${useId().replace(/[^\w-]/g, '')}-`
  const pictureId = (symbolId: SymbolId) => `${idPrefix}${symbolId}`
  return (
    <div
      ref={ref}
      role="group"
      aria-label="Rolele"
      aria-busy={spinning}
      tabIndex={0}
      // A container: the reels take the width they are given (never their content's), and their gaps
      // and names scale with it (cqi), from a 320 px phone to a desktop.
      className="group grid gap-2 rounded-xl border bg-muted/40 p-3 [container-type:inline-size] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-reels={shown.length}
    >
      <svg aria-hidden="true" className="absolute size-0">
        {game.symbols.map((symbol) => (
          <symbol key={symbol.id} id={pictureId(symbol.id)} viewBox="0 0 100 100">
            <PictureShapes picture={symbol.picture} />
          </symbol>
        ))}
      </svg>
      <div
        className={cn(
          'grid gap-[clamp(0.25rem,1.5cqi,0.5rem)]',
          shown.length === 3 ? 'grid-cols-3' : 'grid-cols-5',
        )}
      >
        {shown.map((column, reel) => (
          <div key={reel} className="grid gap-[clamp(0.25rem,1.5cqi,0.5rem)]" data-reel={reel}>
            {column.map((symbolId, row) => {
              const symbol = names.get(symbolId)!
              const wins = winning.has(`${reel}:${row}`)
              return (
                <span
                  key={row}
                  data-winning={wins || undefined}
                  className={cn(
                    'relative aspect-square rounded-lg border bg-background',
                    wins && 'border-primary ring-2 ring-primary',
                  )}
                >
                  {/* Sized by the cell, not by its symbol: a rolling reel swaps its picture twenty times
                      a second, and this box keeps each change's layout and paint to itself (a grid item
                      cannot). */}
                  <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-1 [contain:strict]">
                    <svg role="img" aria-label={symbol.name} viewBox="0 0 100 100" className="size-3/5">
                      <use href={`#${pictureId(symbolId)}`} />
                    </svg>
                    {/* The name under the picture too, for whoever does not recognise it; the picture
                        already names it to assistive technology. */}
                    <span
                      aria-hidden="true"
                      className="text-center text-[clamp(0.5rem,2.4cqi,0.75rem)] leading-tight group-aria-busy:invisible text-muted-foreground"
                    >
                      {symbol.name}
                    </span>
                  </span>
                </span>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
})
