import { analyticsEvents, stampFields, type EventDefinition } from '../../privacy/event-registry'

function Fields({ fields }: { fields: Record<string, string> }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {Object.entries(fields).map(([field, meaning]) => (
        <div key={field} className="contents">
          <dt>
            <code>{field}</code>
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Every analytics event with its fields, from the same definitions that decide what is sent. */
export function SentEvents() {
  const events = Object.entries(analyticsEvents) as Array<[string, EventDefinition]>
  return (
    <>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {events.map(([name, definition]) => (
          <li key={name} data-event={name} className="rounded-lg border p-4">
            <h3 className="font-semibold">
              <code>{name}</code>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{definition.sentWhen}</p>
            <Fields fields={definition.fields} />
          </li>
        ))}
      </ul>
      <p className="mt-4">Fiecare eveniment mai poartă:</p>
      <Fields fields={stampFields} />
    </>
  )
}
