import { Link } from 'react-router'
import { paths } from '../../contract/routes'
import { ConsentSettingsControl } from './ConsentSettingsControl'

/** The footer's privacy line: the privacy page, and the control that reopens the choices. */
export function PrivacyFooterLinks({ linkClass }: { linkClass: string }) {
  return (
    <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t px-4 py-3 text-sm">
      <Link to={paths.privacy} className={linkClass}>
        Confidențialitate
      </Link>
      <ConsentSettingsControl className={linkClass} />
    </p>
  )
}
