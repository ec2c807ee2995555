import type { HouseGame } from '../engine/types'

const ROW_NAMES = ['sus', 'mijloc', 'jos']
const rowName = (row: number, rows: number) => (rows === 3 ? ROW_NAMES[row]! : `rândul ${row + 1}`)

const CELL = 10
const GAP = 2

/** Each payline as a small picture of the window, its cells lit, with the same path in words. */
export function Paylines({ game }: { game: HouseGame }) {
  const reels = game.reels.length
  const width = reels * CELL + (reels - 1) * GAP
  const height = game.rows * CELL + (game.rows - 1) * GAP
  return (
    <ol className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3" data-testid="house-paylines">
      {game.paylines.map((line, index) => (
        <li key={line.join()} className="flex items-center gap-2 text-sm">
          <span className="w-5 text-right tabular-nums text-muted-foreground">{index + 1}</span>
          <svg
            role="img"
            aria-label={`Linia ${index + 1}: ${line.map((row) => rowName(row, game.rows)).join(', ')}`}
            viewBox={`0 0 ${width} ${height}`}
            width={width * 1.6}
            height={height * 1.6}
          >
            {line.map((lit, reel) =>
              Array.from({ length: game.rows }, (_, row) => (
                <rect
                  key={`${reel}:${row}`}
                  x={reel * (CELL + GAP)}
                  y={row * (CELL + GAP)}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  className={row === lit ? 'fill-primary' : 'fill-muted-foreground/25'}
                />
              )),
            )}
          </svg>
        </li>
      ))}
    </ol>
  )
}
