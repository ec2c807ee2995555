import { formatCount, formatCounted } from 'shell/lib/format'
import { SymbolPicture } from '../../house-game-listing/SymbolPicture'
import type { HouseGame } from '../engine/types'

/** Every count any symbol pays for, in order: the table's columns. */
function paidCounts(game: HouseGame): number[] {
  const counts = new Set(Object.values(game.paytable).flatMap((pays) => Object.keys(pays).map(Number)))
  return [...counts].sort((a, b) => a - b)
}

/** Line pays by symbol and by how many in a row from the left, in line bets; what does not pay says so. */
export function Paytable({ game }: { game: HouseGame }) {
  const counts = paidCounts(game)
  const paying = game.symbols.filter((symbol) => game.paytable[symbol.id])
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-left text-sm" data-testid="house-paytable">
        <caption className="sr-only">
          Tabelul de plăți al jocului {game.name}, în mize pe linie, după câte simboluri sunt la rând de la
          stânga
        </caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Simbol
            </th>
            {counts.map((count) => (
              <th key={count} scope="col" className="px-3 py-2 text-right font-semibold">
                {formatCounted(count, 'simbol', 'simboluri')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paying.map((symbol) => (
            <tr key={symbol.id} className="border-t">
              <th scope="row" className="px-3 py-2 font-medium">
                <span className="flex items-center gap-2">
                  <SymbolPicture symbol={symbol} decorative className="size-8" />
                  <span>
                    {symbol.name}
                    {symbol.id === game.wild ? <span className="text-muted-foreground"> (wild)</span> : null}
                  </span>
                </span>
              </th>
              {counts.map((count) => {
                const pay = game.paytable[symbol.id]![count]
                return (
                  <td key={count} className="px-3 py-2 text-right tabular-nums">
                    {pay === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">nu plătește</span>
                      </>
                    ) : (
                      formatCount(pay)
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
