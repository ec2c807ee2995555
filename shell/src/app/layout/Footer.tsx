import { Link } from 'react-router'
import { categoryRoutes, paths } from '../../contract/routes'
import { AGE, RESPONSIBLE_GAMBLING_NOTICE, responsibleGamblingLinks } from '../../lib/responsible-gambling'
import { ExternalLink } from '../../ui/external-link'
import { PrivacyFooterLinks } from '../consent/PrivacyFooterLinks'

const linkClass =
  'rounded-sm underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

export function Footer() {
  return (
    <footer className="mt-12 border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="joc-responsabil" data-testid="responsible-gambling">
          <h2 id="joc-responsabil" className="flex items-center gap-3 text-lg font-bold">
            <span
              data-testid="age-mark"
              className="grid size-11 shrink-0 place-items-center rounded-full border-2 border-primary text-sm font-extrabold text-primary"
            >
              {AGE.mark}
            </span>
            Joc responsabil
          </h2>
          <p className="mt-4">{RESPONSIBLE_GAMBLING_NOTICE}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {responsibleGamblingLinks.map((link) => (
              <li key={link.href}>
                <ExternalLink className="hover:text-primary" href={link.href}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-semibold">Site informativ: nu organizăm jocuri de noroc.</p>
        </section>
        <nav aria-labelledby="footer-categorii">
          <h2 id="footer-categorii" className="text-lg font-bold">
            Categorii
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <li>
              <Link to={paths.home} className={linkClass}>
                Acasă
              </Link>
            </li>
            {categoryRoutes.map((route) => (
              <li key={route.slug}>
                <Link to={paths.category(route.slug)} className={linkClass}>
                  {route.menuLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <PrivacyFooterLinks linkClass={linkClass} />
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © Păcănele Online · {AGE.audience}
      </p>
    </footer>
  )
}
