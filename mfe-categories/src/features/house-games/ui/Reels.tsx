import type { Ref } from 'react'
import { cn } from 'shell/lib/cn'
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

export function Reels({
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
  return (
    <div
      ref={ref}
      role="group"
      aria-label="Rolele"
      aria-busy={spinning}
      tabIndex={0}
      className="grid gap-2 rounded-xl border bg-muted/40 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-reels={shown.length}
    >
      <div className={cn('grid gap-2', shown.length === 3 ? 'grid-cols-3' : 'grid-cols-5')}>
        {shown.map((column, reel) => (
          <div key={reel} className="grid gap-2" data-reel={reel}>
            {column.map((symbolId, row) => {
              const symbol = names.get(symbolId)!
              const wins = winning.has(`${reel}:${row}`)
              return (
                <span
                  key={row}
                  data-winning={wins || undefined}
                  className={cn(
                    'flex aspect-square flex-col items-center justify-center gap-1 rounded-lg border bg-background p-1',
                    wins && 'border-primary ring-2 ring-primary',
                    spinning && 'opacity-80',
                  )}
                >
                  <span aria-hidden="true" className="text-3xl leading-none sm:text-4xl">
                    {symbol.glyph}
                  </span>
                  {/* The name too: the symbols are emoji, and not every device has an emoji font. */}
                  <span className="text-center text-[0.65rem] leading-tight text-muted-foreground sm:text-xs">
                    {symbol.name}
                  </span>
                </span>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
