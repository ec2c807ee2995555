import { act, renderHook } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS, useMenuHover } from './menu-hover'

const mouse = { pointerType: 'mouse' }
const touch = { pointerType: 'touch' }

function renderMenu() {
  return renderHook(() => {
    const [open, setOpen] = useState(false)
    return { open, ...useMenuHover(open, setOpen) }
  })
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useMenuHover', () => {
  it('opens exactly 100 ms after the mouse enters', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onEnter(mouse))
    wait(MENU_HOVER_OPEN_DELAY_MS - 1)
    expect(menu.result.current.open).toBe(false)
    wait(1)
    expect(menu.result.current.open).toBe(true)
    expect(MENU_HOVER_OPEN_DELAY_MS).toBe(100)
  })

  it('closes exactly 300 ms after the mouse leaves', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onEnter(mouse))
    wait(MENU_HOVER_OPEN_DELAY_MS)
    act(() => menu.result.current.onLeave(mouse))
    wait(MENU_HOVER_CLOSE_GRACE_MS - 1)
    expect(menu.result.current.open).toBe(true)
    wait(1)
    expect(menu.result.current.open).toBe(false)
    expect(MENU_HOVER_CLOSE_GRACE_MS).toBe(300)
  })

  it('does not open for a mouse that only passes over the trigger', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onEnter(mouse))
    wait(MENU_HOVER_OPEN_DELAY_MS - 1)
    act(() => menu.result.current.onLeave(mouse))
    wait(1000)
    expect(menu.result.current.open).toBe(false)
  })

  it('stays open when the mouse comes back within the grace period (trigger to menu)', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onEnter(mouse))
    wait(MENU_HOVER_OPEN_DELAY_MS)
    act(() => menu.result.current.onLeave(mouse))
    wait(MENU_HOVER_CLOSE_GRACE_MS - 1)
    act(() => menu.result.current.onEnter(mouse))
    wait(1000)
    expect(menu.result.current.open).toBe(true)
  })

  it('ignores touch and pen: a tap is left to the trigger', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onEnter(touch))
    wait(1000)
    expect(menu.result.current.open).toBe(false)
    act(() => menu.result.current.onOpenChange(true))
    act(() => menu.result.current.onLeave(touch))
    wait(1000)
    expect(menu.result.current.open).toBe(true)
  })

  it('keeps a hover-opened menu open on the first click, and lets the next one toggle', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onEnter(mouse))
    wait(MENU_HOVER_OPEN_DELAY_MS)
    expect(menu.result.current.keepOpenOnPress(mouse)).toBe(true)
    expect(menu.result.current.keepOpenOnPress(mouse)).toBe(false)
  })

  it('does not keep a menu opened by click or tap', () => {
    const menu = renderMenu()
    act(() => menu.result.current.onOpenChange(true))
    expect(menu.result.current.keepOpenOnPress(mouse)).toBe(false)
    expect(menu.result.current.keepOpenOnPress(touch)).toBe(false)
  })

  it("lets the menu's own close (Escape, a chosen link) cancel a pending hover timer", () => {
    const menu = renderMenu()
    act(() => menu.result.current.onOpenChange(true))
    act(() => menu.result.current.onLeave(mouse))
    act(() => menu.result.current.onOpenChange(false))
    act(() => menu.result.current.onEnter(mouse))
    act(() => menu.result.current.onOpenChange(false))
    wait(1000)
    expect(menu.result.current.open).toBe(false)
  })
})
