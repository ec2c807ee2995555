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
      <SelectField
        label="Furnizor"
        id="filtru-furnizor"
        value={state.provider ?? ''}
        options={[{ value: '', label: 'Toți furnizorii' }, ...providerOptions]}
        onChange={(value) => onChange({ provider: value || null })}
      />
      <SelectField
        label="Funcție"
        id="filtru-functie"
        value={state.feature ?? ''}
        options={[{ value: '', label: 'Toate funcțiile' }, ...featureOptions]}
        onChange={(value) => onChange({ feature: value || null })}
      />
      <SelectField
        label="Ordonează după"
        id="filtru-ordine"
        value={sort}
        options={sortKeys.map((key) => ({ value: key, label: sortLabels[key] }))}
        onChange={(value) => onChange({ sort: value as SortKey })}
      />
    </div>
  )
}

function SelectField({
  label,
  id,
  value,
  options,
  onChange,
}: {
  label: string
  id: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} id={id}>
      <select id={id} className={fieldClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
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
