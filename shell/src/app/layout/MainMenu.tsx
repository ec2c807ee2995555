import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useRef, useState, type RefObject } from 'react'
import { NavLink } from 'react-router-dom'
import { menuLinks } from '../../contract/routes'
import { cn } from '../../lib/cn'
import { buttonVariants } from '../../ui/button'
import { useMenuHover } from './menu-hover'

/**
 * The site menu: Radix's dropdown gives the keyboard model (Enter/Space/ArrowDown open, arrows
 * move, Escape closes and returns focus, typeahead) and tap to toggle; hover intent is added here.
 */
export function MainMenu() {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const hover = useMenuHover(open, setOpen)

  return (
    <nav aria-label="Meniu principal">
      <DropdownMenu.Root open={open} onOpenChange={hover.onOpenChange} modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          className={cn(
            buttonVariants({ variant: 'ghost' }),
            'px-2.5 data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
          )}
          onPointerEnter={hover.onEnter}
          onPointerLeave={hover.onLeave}
          onPointerDown={(event) => {
            if (hover.keepOpenOnPress(event)) event.preventDefault()
          }}
          onKeyDown={hover.clearTimers}
        >
          <MenuIcon />
          Menu
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            loop
            data-testid="main-menu"
            className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-lg border bg-background p-1 text-foreground shadow-lg"
            onPointerEnter={hover.onEnter}
            onPointerLeave={hover.onLeave}
            {...keepFocusWhenHovered(hover.openedByHover)}
            // The trigger toggles the menu itself; a press on it is not a click outside the menu.
            onInteractOutside={(event) => {
              if (triggerRef.current?.contains(event.target as Node)) event.preventDefault()
            }}
            onCloseAutoFocus={(event) => {
              if (hover.closedByHover.current) event.preventDefault()
            }}
          >
            {menuLinks.map((link) => (
              <DropdownMenu.Item key={link.to} asChild>
                <NavLink
                  to={link.to}
                  end
                  className="flex items-center rounded-md px-3 py-2 text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground aria-[current=page]:font-bold aria-[current=page]:text-primary aria-[current=page]:data-[highlighted]:text-accent-foreground"
                >
                  {link.label}
                </NavLink>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  )
}

/**
 * Radix focuses the menu when it opens; a menu that opened under the pointer must leave focus where
 * the visitor is (typing in the search box, say). `onOpenAutoFocus` reaches Radix's menu content
 * at run time but is left out of DropdownMenu's public types, hence the spread.
 */
function keepFocusWhenHovered(openedByHover: RefObject<boolean>): Record<string, unknown> {
  return {
    onOpenAutoFocus: (event: Event) => {
      if (openedByHover.current) event.preventDefault()
    },
  }
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16">
      <path d="M2 4h12M2 8h12M2 12h12" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
