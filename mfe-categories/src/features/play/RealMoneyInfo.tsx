import { DialogDescription, DialogHeader, DialogTitle } from 'shell/ui/dialog'
import type { Game } from '../../catalogue'

/** ONJN's public list of class I licensees, the only operators allowed to offer games for money. */
export const ONJN_LICENSED_OPERATORS_URL = 'https://onjn.gov.ro/licentiati-clasa-i/'

export function RealMoneyInfo({ game }: { game: Game }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{game.title} pe bani reali</DialogTitle>
        <DialogDescription>Doar la operatori licențiați ONJN</DialogDescription>
      </DialogHeader>
      <p>
        În România, jocurile de noroc cu bani reali sunt legale doar la operatorii licențiați de Oficiul
        Național pentru Jocuri de Noroc (ONJN). Înainte să îți faci cont, verifică dacă operatorul apare pe
        lista oficială.
      </p>
      <p>
        <a
          href={ONJN_LICENSED_OPERATORS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-primary underline underline-offset-4"
        >
          Lista operatorilor licențiați ONJN (onjn.gov.ro)
        </a>
      </p>
      <p className="text-sm text-muted-foreground">
        Acest site este informativ: nu organizăm jocuri de noroc și nu primim bani. Jocurile de noroc pot crea
        dependență. Joacă responsabil.
      </p>
    </>
  )
}
