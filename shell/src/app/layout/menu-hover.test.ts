import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMenuHover, MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS } from './menu-hover'

const mouse = { pointerType: 'mouse' }
const touch = { pointerType: 'touch' }

/** A stand-in for the popover: its state can also change behind the hover's back (Escape, a tap). */
function renderMenu() {
  const menu = { open: false }
  const hover = createMenuHover({
    isOpen: () => menu.open,
    open: () => {
      menu.open = true
    },
    close: () => {
      menu.open = false
    },
  })
  return { menu, hover }
}

const wait = (ms: number) => vi.advanceTimersByTime(ms)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createMenuHover', () => {
  it('opens exactly 100 ms after the mouse enters', () => {
    const { menu, hover } = renderMenu()
    hover.enter(mouse)
    wait(MENU_HOVER_OPEN_DELAY_MS - 1)
    expect(menu.open).toBe(false)
    wait(1)
    expect(menu.open).toBe(true)
    expect(MENU_HOVER_OPEN_DELAY_MS).toBe(100)
  })

  it('closes exactly 300 ms after the mouse leaves', () => {
    const { menu, hover } = renderMenu()
    hover.enter(mouse)
    wait(MENU_HOVER_OPEN_DELAY_MS)
    hover.leave(mouse)
    wait(MENU_HOVER_CLOSE_GRACE_MS - 1)
    expect(menu.open).toBe(true)
    wait(1)
    expect(menu.open).toBe(false)
    expect(MENU_HOVER_CLOSE_GRACE_MS).toBe(300)
  })

  it('does not open for a mouse that only passes over the trigger', () => {
    const { menu, hover } = renderMenu()
    hover.enter(mouse)
    wait(MENU_HOVER_OPEN_DELAY_MS - 1)
    hover.leave(mouse)
    wait(1000)
    expect(menu.open).toBe(false)
  })

  it('stays open when the mouse comes back within the grace period (trigger to menu)', () => {
    const { menu, hover } = renderMenu()
    hover.enter(mouse)
    wait(MENU_HOVER_OPEN_DELAY_MS)
    hover.leave(mouse)
    wait(MENU_HOVER_CLOSE_GRACE_MS - 1)
    hover.enter(mouse)
    wait(1000)
    expect(menu.open).toBe(true)
  })

  it('ignores touch and pen: a tap is left to the trigger', () => {
    const { menu, hover } = renderMenu()
    hover.enter(touch)
    wait(1000)
    expect(menu.open).toBe(false)
    menu.open = true
    hover.leave(touch)
    wait(1000)
    expect(menu.open).toBe(true)
  })

  it('keeps a hover-opened menu open on the first press, and lets the next one toggle', () => {
    const { hover } = renderMenu()
    hover.enter(mouse)
    wait(MENU_HOVER_OPEN_DELAY_MS)
    expect(hover.keepOpenOnPress(mouse)).toBe(true)
    expect(hover.keepOpenOnPress(mouse)).toBe(false)
  })

  it('does not keep a menu opened by click or tap', () => {
    const { menu, hover } = renderMenu()
    menu.open = true
    expect(hover.keepOpenOnPress(mouse)).toBe(false)
    expect(hover.keepOpenOnPress(touch)).toBe(false)
  })

  it('lets a press toggle a hover-opened menu that the browser has closed meanwhile (Escape)', () => {
    const { menu, hover } = renderMenu()
    hover.enter(mouse)
    wait(MENU_HOVER_OPEN_DELAY_MS)
    menu.open = false
    expect(hover.keepOpenOnPress(mouse)).toBe(false)
  })

  it('a press cancels a pending open: the click alone decides', () => {
    const { menu, hover } = renderMenu()
    hover.enter(mouse)
    hover.keepOpenOnPress(mouse)
    wait(1000)
    expect(menu.open).toBe(false)
  })

  it("lets the menu's own open or close (Escape, a chosen link, ArrowDown) cancel pending timers", () => {
    const { menu, hover } = renderMenu()
    menu.open = true
    hover.leave(mouse)
    hover.cancel()
    wait(1000)
    expect(menu.open).toBe(true)
    menu.open = false
    hover.enter(mouse)
    hover.cancel()
    wait(1000)
    expect(menu.open).toBe(false)
  })
})
