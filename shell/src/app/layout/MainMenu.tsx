import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { NavLink } from 'react-router'
import { menuLinks } from '../../contract/routes'
import { cn } from '../../lib/cn'
import { buttonVariants } from '../../ui/button'
import { useMenuControls } from './use-menu-controls'

/** Keys that move focus between the menu's links, and where each one moves it. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * Under its button, at the same right edge on phones (the button ends the header's first row) and
 * the same left edge from lg up; flipped sideways rather than cut off by the viewport. A popover
 * sits in the top layer, so only an anchor can place it against its button; a browser without
 * anchor positioning shows it near the top of the viewport, just under the header's first row.
 */
const UNDER_TRIGGER =
  'inset-auto m-0 mt-1.5 [position-anchor:--site-menu] top-[anchor(bottom)] right-[anchor(right)] [position-try-fallbacks:flip-inline] lg:right-auto lg:left-[anchor(left)] ' +
  'not-supports-[anchor-name:--site-menu]:inset-x-0 not-supports-[anchor-name:--site-menu]:top-16 not-supports-[anchor-name:--site-menu]:mx-auto'

/**
 * The site menu: a button and a popover of plain links (site navigation, not an application menu).
 * The browser does the essentials without the app's JS: the button toggles the popover (click, tap,
 * Enter, Space) and exposes its expanded state; Escape or a press outside closes it and returns
 * focus; links are links. Once hydrated, the app adds: a resting mouse opens it after a delay and
 * leaves it a grace period (menu-hover.ts); ArrowDown opens it onto the first link; arrows, Home
 * and End move between links; focus leaving it or a chosen link (a client-side navigation) closes it.
 *
 * Server and first client render are the same markup: no state decides what is rendered, and the
 * id tying button to popover comes from `useId`.
 */
export function MainMenu() {
  const panelId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const controls = useMenuControls(panelRef, triggerRef)
  /** A press that only confirmed a hover-opened menu: its click must not toggle it closed. */
  const pressKept = useRef(false)

  const close = () => {
    controls.current?.hover.cancel()
    controls.current?.menu.close()
  }
  const onPointerEnter = (event: PointerEvent) => controls.current?.hover.enter(event)
  const onPointerLeave = (event: PointerEvent) => controls.current?.hover.leave(event)

  function onKeyDown(event: KeyboardEvent) {
    const menu = controls.current?.menu
    if (!menu) return
    const trigger = triggerRef.current
    if (event.key === 'Escape') {
      if (!menu.isOpen()) return
      // Handled here rather than by the browser, so focus lands on the button even when the mouse
      // opened the menu while another field had focus.
      event.preventDefault()
      close()
      trigger?.focus()
      return
    }
    const move = MOVES[event.key]
    if (!move) return
    const links = [...(panelRef.current?.querySelectorAll('a') ?? [])]
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (index >= 0) {
      event.preventDefault()
      links[move(index, links.length)]?.focus()
    } else if (event.key === 'ArrowDown' && event.target === trigger) {
      event.preventDefault()
      controls.current?.hover.cancel()
      menu.open()
      links[0]?.focus()
    }
  }

  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }

  return (
    <nav aria-label="Meniu principal" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={panelId}
        className={cn(
          buttonVariants({ variant: 'ghost', size: null }),
          'h-10 px-2.5 py-2 text-sm [anchor-name:--site-menu] [&:has(+:popover-open)]:bg-accent [&:has(+:popover-open)]:text-accent-foreground',
        )}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={(event) => {
          pressKept.current = controls.current?.hover.keepOpenOnPress(event) ?? false
        }}
        onClick={(event) => {
          // Cancelling the click cancels the button's popover toggle.
          if (pressKept.current) event.preventDefault()
          pressKept.current = false
        }}
      >
        <MenuIcon />
        Menu
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        data-testid="main-menu"
        className={`${UNDER_TRIGGER} max-h-[calc(100dvh-7rem)] w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border bg-background p-1 text-foreground shadow-lg`}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <ul>
          {menuLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={close}
                className="flex items-center rounded-md px-3 py-2 text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:font-bold aria-[current=page]:text-primary aria-[current=page]:hover:text-accent-foreground aria-[current=page]:focus-visible:text-accent-foreground"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16">
      <path d="M2 4h12M2 8h12M2 12h12" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
