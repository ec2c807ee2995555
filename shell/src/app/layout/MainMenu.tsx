import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useCallback, useRef, useState, type PointerEvent } from 'react'
import { NavLink } from 'react-router-dom'
import { menuLinks } from '../../contract/routes'
import { cn } from '../../lib/cn'
import { buttonVariants } from '../../ui/button'
import { useMenuHover } from './menu-hover'

const SITE_MENU = 'site'

/**
 * The site menu: a disclosure of plain links (Radix NavigationMenu), not an application menu.
 * Radix gives the keyboard model (Enter/Space toggle, ArrowDown enters the list, arrows, Home and
 * End move, Tab walks through, Escape closes and returns focus) and tap to toggle; the hover intent
 * (open delay, close grace) is this site's own, so Radix's hover handling is switched off.
 */
export function MainMenu() {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  /** A press that only confirmed a hover-opened menu: its click must not toggle it closed. */
  const pressKept = useRef(false)

  // A menu that closes under focus hands focus back to its trigger rather than to the page.
  const changeOpen = useCallback((next: boolean) => {
    if (!next && contentRef.current?.contains(document.activeElement)) triggerRef.current?.focus()
    setOpen(next)
  }, [])
  const hover = useMenuHover(open, changeOpen)

  const hoverIn = (event: PointerEvent) => {
    hover.onEnter(event)
    event.preventDefault()
  }
  const hoverOut = (event: PointerEvent) => {
    hover.onLeave(event)
    event.preventDefault()
  }

  return (
    <NavigationMenu.Root
      aria-label="Meniu principal"
      value={open ? SITE_MENU : ''}
      onValueChange={(value) => hover.onOpenChange(value === SITE_MENU)}
    >
      <NavigationMenu.List>
        <NavigationMenu.Item value={SITE_MENU}>
          <NavigationMenu.Trigger
            ref={triggerRef}
            className={cn(
              buttonVariants({ variant: 'ghost' }),
              'px-2.5 data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
            )}
            onPointerEnter={hoverIn}
            // preventDefault skips Radix's own hover timers, which this menu replaces.
            onPointerMove={(event) => event.preventDefault()}
            onPointerLeave={hoverOut}
            onPointerDown={(event) => {
              pressKept.current = hover.keepOpenOnPress(event)
            }}
            onClick={(event) => {
              if (pressKept.current) event.preventDefault()
              pressKept.current = false
            }}
            onKeyDown={hover.clearTimers}
          >
            <MenuIcon />
            Menu
          </NavigationMenu.Trigger>
          <NavigationMenu.Content
            ref={contentRef}
            data-testid="main-menu"
            className="absolute top-full z-50 mt-1.5 max-h-[calc(100dvh-7rem)] w-64 overflow-y-auto rounded-lg border bg-background p-1 text-foreground shadow-lg max-lg:right-0 lg:left-0"
            onPointerEnter={hoverIn}
            onPointerLeave={hoverOut}
          >
            <ul>
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <NavigationMenu.Link asChild>
                    <NavLink
                      to={link.to}
                      end
                      className="flex items-center rounded-md px-3 py-2 text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:font-bold aria-[current=page]:text-primary aria-[current=page]:hover:text-accent-foreground aria-[current=page]:focus-visible:text-accent-foreground"
                    >
                      {link.label}
                    </NavLink>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16">
      <path d="M2 4h12M2 8h12M2 12h12" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
