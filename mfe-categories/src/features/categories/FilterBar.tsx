import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { Button } from 'shell/ui/button'
import { Input } from 'shell/ui/input'
import { Select } from 'shell/ui/select'
import { changedFilters, filtersOfForm, type Filters } from './form-filters'
import { sortKeys, sortLabels, type SortKey } from './sort'
import { PARAMS } from './url-params'
import { featureOptions, MAX_QUERY_LENGTH, providerOptions, type ViewState } from './url-state'
import type { UpdateOptions } from './useCategoryView'

/**
 * A GET form to the category's own address, its controls named as the URL's parameters: without the
 * app's JavaScript, "Aplică filtrele" loads the filtered page. With it, every change applies at once
 * and the button takes the visitor to the results. A control changed while the page was still server
 * HTML (the app loading) keeps what the visitor chose: the form is read once the app is live.
 */
export function FilterBar({
  action,
  state,
  sort,
  onChange,
  onApplied,
}: {
  /** The category's path, where the form submits. */
  action: string
  state: ViewState
  sort: SortKey
  onChange: (patch: Partial<ViewState>, options?: UpdateOptions) => void
  /** After a submission the app handled: the filters are applied, the visitor wants the results. */
  onApplied: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const shown: Filters = { query: state.query, provider: state.provider, feature: state.feature, sort }

  /** Applies what the controls hold, when it differs from the page's view. */
  function applyForm(options?: UpdateOptions) {
    if (!form.current) return
    const changed = changedFilters(filtersOfForm(form.current), shown)
    if (Object.keys(changed).length === 0) return
    // As the live controls do: a choice adds a history entry, typed text alone replaces it.
    const typedOnly = Object.keys(changed).every((key) => key === 'query')
    onChange(changed, { replace: typedOnly, ...options })
  }

  // React 19 hydrates a control as the visitor left it but does not tell the app that it changed.
  const applyChangesMadeBeforeHydration = useEffectEvent(() => applyForm({ flush: false }))
  useEffect(() => applyChangesMadeBeforeHydration(), [])

  return (
    <form
      ref={form}
      method="get"
      action={action}
      aria-label="Filtre"
      // The button's column has its own width, not its content's: on a slow CPU the page can paint
      // before the parser reaches the button, and an auto column would then narrow the four fields.
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_9rem]"
      onSubmit={(event) => {
        event.preventDefault()
        applyForm()
        onApplied()
      }}
    >
      <WithinSearch value={state.query} onChange={(query) => onChange({ query }, { replace: true })} />
      <SelectField
        label="Furnizor"
        id="filtru-furnizor"
        name={PARAMS.provider}
        value={state.provider ?? ''}
        options={[{ value: '', label: 'Toți furnizorii' }, ...providerOptions]}
        onChange={(value) => onChange({ provider: value || null })}
      />
      <SelectField
        label="Funcție"
        id="filtru-functie"
        name={PARAMS.feature}
        value={state.feature ?? ''}
        options={[{ value: '', label: 'Toate funcțiile' }, ...featureOptions]}
        onChange={(value) => onChange({ feature: value || null })}
      />
      <SelectField
        label="Ordonează după"
        id="filtru-ordine"
        name={PARAMS.sort}
        value={sort}
        options={sortKeys.map((key) => ({ value: key, label: sortLabels[key] }))}
        onChange={(value) => onChange({ sort: value as SortKey })}
      />
      <Button
        type="submit"
        variant="outline"
        className="self-end max-sm:w-full sm:justify-self-start lg:w-full"
      >
        Aplică filtrele
      </Button>
    </form>
  )
}

function SelectField({
  label,
  id,
  name,
  value,
  options,
  onChange,
}: {
  label: string
  id: string
  name: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} id={id}>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
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
      <Input
        id="filtru-cautare"
        name={PARAMS.query}
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
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
