import { useSyncExternalStore } from 'react'
import { paths } from '../../contract/routes'
import { useShellStore } from '../../store/shell-react'

export const PRIVACY_CHOICE_SECTION_ID = 'alegerea-ta'

const noSubscription = () => () => undefined

/**
 * The footer's "Setări de confidențialitate". Without JavaScript nothing is stored or sent and
 * there is nothing to change, so the composed page has a link to the privacy page's section that
 * says so; once the app runs, the same words become the button that reopens the choices.
 */
export function ConsentSettingsControl({ className }: { className: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const showSettings = useShellStore((state) => state.showConsentSettings)
  const label = 'Setări de confidențialitate'
  if (!inBrowser) {
    return (
      <a href={`${paths.privacy}#${PRIVACY_CHOICE_SECTION_ID}`} className={className}>
        {label}
      </a>
    )
  }
  return (
    <button type="button" data-consent-settings className={className} onClick={showSettings}>
      {label}
    </button>
  )
}
