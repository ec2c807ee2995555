import { useState, type ReactNode } from 'react'
import { sortKeys, sortLabels, type SortKey } from './sort'
import { featureOptions, MAX_QUERY_LENGTH, providerOptions, type ViewState } from './url-state'

const fieldClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

export function FilterBar({
  state,
  sort,
  onChange,
}: {
  state: ViewState
  sort: SortKey
  onChange: (patch: Partial<ViewState>, options?: { replace?: boolean }) => void
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label="Filtre">
      <WithinSearch value={state.query} onChange={(query) => onChange({ query }, { replace: true })} />
      <Field label="Furnizor" id="filtru-furnizor">
        <select
          id="filtru-furnizor"
          className={fieldClass}
          value={state.provider ?? ''}
          onChange={(event) => onChange({ provider: event.target.value || null })}
        >
          <option value="">Toți furnizorii</option>
          {providerOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Funcție" id="filtru-functie">
        <select
          id="filtru-functie"
          className={fieldClass}
          value={state.feature ?? ''}
          onChange={(event) => onChange({ feature: event.target.value || null })}
        >
          <option value="">Toate funcțiile</option>
          {featureOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Ordonează după" id="filtru-ordine">
        <select
          id="filtru-ordine"
          className={fieldClass}
          value={sort}
          onChange={(event) => onChange({ sort: event.target.value as SortKey })}
        >
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  )
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * Typed text lives in local state so the caret never jumps; it is re-read from the URL when the URL
 * changes by other means (back/forward, "Șterge filtrele").
 */
function WithinSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setText(value)
  }
  return (
    <Field label="Caută în categorie" id="filtru-cautare">
      <input
        id="filtru-cautare"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        className={fieldClass}
        value={text}
        onChange={(event) => {
          const next = event.target.value.slice(0, MAX_QUERY_LENGTH)
          setText(next)
          setSeen(next)
          onChange(next)
        }}
      />
    </Field>
  )
}
