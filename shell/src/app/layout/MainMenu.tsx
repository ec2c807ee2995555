import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { NavLink } from 'react-router-dom'
import { menuLinks } from '../../contract/routes'
import { cn } from '../../lib/cn'
import { buttonVariants } from '../../ui/button'
import { useMenuHover } from './menu-hover'

/** Keys that move focus between the menu's links, and where each one moves it. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The site menu: a disclosure of plain links (the WAI-ARIA pattern for site navigation), not an
 * application menu. The button toggles it (click, tap, Enter, Space); ArrowDown opens it onto the
 * first link; arrows, Home and End move between links, Tab walks through them; Escape, a click
 * outside or focus leaving it closes it. A resting mouse opens it after a delay and leaves it a
 * grace period (menu-hover.ts).
 *
 * Not Radix NavigationMenu: its focus proxy is a focusable element with aria-hidden, which axe
 * reports as a serious violation (radix-ui/primitives#3085).
 */
export function MainMenu() {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  /** A press that only confirmed a hover-opened menu: its click must not toggle it closed. */
  const pressKept = useRef(false)
  /** Opened from the keyboard with ArrowDown: focus goes to the first link once it is there. */
  const focusFirstLink = useRef(false)

  // A menu that closes under focus hands focus back to its trigger rather than to the page.
  const changeOpen = useCallback((next: boolean) => {
    if (!next && listRef.current?.contains(document.activeElement)) triggerRef.current?.focus()
    setOpen(next)
  }, [])
  const hover = useMenuHover(open, changeOpen)
  const { onOpenChange } = hover

  useEffect(() => {
    if (!open) return
    if (focusFirstLink.current) {
      focusFirstLink.current = false
      listRef.current?.querySelector('a')?.focus()
    }
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [open, onOpenChange])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      onOpenChange(false)
      triggerRef.current?.focus()
      return
    }
    const move = MOVES[event.key]
    if (!move) return
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])]
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (index >= 0) {
      event.preventDefault()
      links[move(index, links.length)]?.focus()
    } else if (event.key === 'ArrowDown' && event.target === triggerRef.current) {
      event.preventDefault()
      if (open) links[0]?.focus()
      else {
        focusFirstLink.current = true
        onOpenChange(true)
      }
    }
  }

  return (
    <nav
      ref={navRef}
      aria-label="Meniu principal"
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !navRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false)
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={cn(
          buttonVariants({ variant: 'ghost' }),
          'px-2.5 data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
        )}
        onPointerEnter={hover.onEnter}
        onPointerLeave={hover.onLeave}
        onPointerDown={(event) => {
          pressKept.current = hover.keepOpenOnPress(event)
        }}
        onClick={() => {
          if (!pressKept.current) onOpenChange(!open)
          pressKept.current = false
        }}
      >
        <MenuIcon />
        Menu
      </button>
      {open ? (
        <div
          data-testid="main-menu"
          className="absolute top-full z-50 mt-1.5 max-h-[calc(100dvh-7rem)] w-64 overflow-y-auto rounded-lg border bg-background p-1 text-foreground shadow-lg max-lg:right-0 lg:left-0"
          onPointerEnter={hover.onEnter}
          onPointerLeave={hover.onLeave}
        >
          <ul id={listId} ref={listRef}>
            {menuLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={() => onOpenChange(false)}
                  className="flex items-center rounded-md px-3 py-2 text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:font-bold aria-[current=page]:text-primary aria-[current=page]:hover:text-accent-foreground aria-[current=page]:focus-visible:text-accent-foreground"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
