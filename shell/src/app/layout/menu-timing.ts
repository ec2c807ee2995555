/**
 * Hover intent of the site menu. It opens 100 ms after the pointer rests on its trigger, so a
 * pointer passing over it on its way elsewhere does not open it; it stays 300 ms after the pointer
 * leaves, so a diagonal move towards a link does not close it. A module of its own, free of React,
 * so the cross-app tests can read it too.
 */
export const MENU_HOVER_OPEN_DELAY_MS = 100
export const MENU_HOVER_CLOSE_GRACE_MS = 300
