import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ConsentChoices } from '../../privacy/consent-answer'
import { Button } from '../../ui/button'
import { consentPurposes, purposeTexts } from './consent-texts'

/**
 * The purposes one by one, each a native switch, off until the visitor turns it on (or as they last
 * answered). Opened by the visitor's own press, so it takes the focus.
 */
export function ConsentChoicesForm({
  initial,
  onSave,
}: {
  initial: ConsentChoices
  onSave: (choices: ConsentChoices) => void
}) {
  const [choices, setChoices] = useState(initial)
  const first = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => first.current?.focus(), [])
  const save = (event: FormEvent) => {
    event.preventDefault()
    onSave(choices)
  }
  return (
    <form onSubmit={save} className="grid gap-3">
      <fieldset className="grid gap-3">
        <legend className="sr-only">Alege, pe rând</legend>
        {consentPurposes.map((purpose, index) => (
          <div key={purpose} className="flex items-start gap-3">
            <input
              ref={index === 0 ? first : undefined}
              id={`${id}-${purpose}`}
              type="checkbox"
              role="switch"
              aria-describedby={`${id}-${purpose}-text`}
              checked={choices[purpose]}
              onChange={(event) => setChoices({ ...choices, [purpose]: event.target.checked })}
              className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            />
            <div className="text-sm">
              <label htmlFor={`${id}-${purpose}`} className="font-semibold">
                {purposeTexts[purpose].label}
              </label>
              <p id={`${id}-${purpose}-text`} className="text-muted-foreground">
                {purposeTexts[purpose].description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="justify-self-start">
        Salvează
      </Button>
    </form>
  )
}
