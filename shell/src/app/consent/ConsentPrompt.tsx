import { useLayoutEffect, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '../../contract/routes'
import { allGranted, allRefused, type ConsentChoices } from '../../privacy/consent-answer'
import { useShellStore } from '../../store/shell-react'
import { Button } from '../../ui/button'
import { ConsentChoicesForm } from './ConsentChoicesForm'
import { useReservedSpace } from './use-reserved-space'

export const CONSENT_PROMPT_ATTRIBUTE = 'data-consent-prompt'

/**
 * The question about what needs the visitor's consent: a region fixed to the bottom of the viewport,
 * not a dialog, so the page stays readable and usable behind it. "Accept" and "Refuz" weigh the same;
 * "Setări" shows the purposes one by one. A composed page carries it, shown before the app runs only
 * to a visitor with no answer (`boot/inline/consent.ts`; without JavaScript nothing is stored or
 * sent, so nothing is asked); being fixed it moves nothing.
 */
export function ConsentPrompt() {
  const prompt = useShellStore((state) => state.consentPrompt)
  const answer = useShellStore((state) => state.consentAnswer)
  const answerConsent = useShellStore((state) => state.answerConsent)
  const showSettings = useShellStore((state) => state.showConsentSettings)
  const region = useRef<HTMLElement>(null)
  const returnFocusTo = useRef<Element | null>(null)
  useReservedSpace(region, prompt !== 'closed')

  // A layout effect: it runs before the choices' own effect moves the focus into them.
  useLayoutEffect(() => {
    if (prompt === 'closed') return
    // Whatever had the focus when the choices opened (the footer's control) gets it back after.
    const active = document.activeElement
    if (active && !region.current?.contains(active)) returnFocusTo.current = active
  }, [prompt])

  if (prompt === 'closed') return null

  const answerWith = (choices: ConsentChoices) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false
    answerConsent(choices)
    if (!hadFocus) return
    const back = returnFocusTo.current
    // Else the page's main content (focusable, for the skip link), where reading goes on.
    const target = back instanceof HTMLElement && back.isConnected ? back : document.querySelector('main')
    target?.focus({ preventScroll: true })
  }

  return (
    <section
      ref={region}
      {...{ [CONSENT_PROMPT_ATTRIBUTE]: prompt }}
      aria-labelledby="consimtamant-titlu"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[70dvh] overflow-y-auto border-t bg-background shadow-[0_-4px_12px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm">
          <h2 id="consimtamant-titlu" className="font-semibold">
            Confidențialitatea ta
          </h2>
          {prompt === 'choices' ? (
            <p className="text-muted-foreground">
              Cu acordul tău, măsurăm traficul și îți putem arăta versiuni noi ale site-ului aflate în test.
              Fără el, nu păstrăm și nu trimitem nimic din acestea.{' '}
              <Link to={paths.privacy} className="rounded-sm underline underline-offset-4 hover:text-primary">
                Detalii
              </Link>
            </p>
          ) : null}
        </div>
        {prompt === 'choices' ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <div className="grid grid-cols-2 gap-2">
              <Button className="min-w-28" onClick={() => answerWith(allGranted)}>
                Accept
              </Button>
              <Button className="min-w-28" onClick={() => answerWith(allRefused)}>
                Refuz
              </Button>
            </div>
            <Button variant="outline" onClick={showSettings}>
              Setări
            </Button>
          </div>
        ) : (
          <ConsentChoicesForm initial={answer ?? allRefused} onSave={answerWith} />
        )}
      </div>
    </section>
  )
}
