import { storageDefinitions, type StorageArea, type StorageDefinition } from '../../privacy/storage-registry'
import { purposeTexts } from '../consent/consent-texts'

const areaTexts: Record<StorageArea, string> = {
  localStorage: 'localStorage (rămâne și după ce închizi browserul)',
  sessionStorage: 'sessionStorage (doar în fila deschisă)',
}

function consentText({ consent }: StorageDefinition): string {
  return consent === null
    ? 'Nu: ține de ceva cerut de tine'
    : `Da: „${purposeTexts[consent].label}”; fără acord nu este scrisă`
}

/** Every key the site keeps in the browser, from the same definitions the code reads and writes. */
export function StoredKeys() {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {storageDefinitions.map((definition) => (
        <li key={definition.key} data-storage-key={definition.key} className="rounded-lg border p-4">
          <h3 className="font-semibold">
            <code>{definition.key}</code>
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">Unde</dt>
            <dd>{areaTexts[definition.area]}</dd>
            <dt className="font-medium">De ce</dt>
            <dd>{definition.purpose}</dd>
            <dt className="font-medium">Cât timp</dt>
            <dd>{definition.keptFor}</dd>
            <dt className="font-medium">Cere acordul tău</dt>
            <dd>{consentText(definition)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
