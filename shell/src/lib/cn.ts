import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, and only joins: the classes a page's elements carry never conflict (two
 * utilities setting one property, where the stylesheet's order and not the caller would choose).
 * Controls take their variations as `cva` variants rather than as overriding classes, and the
 * composed pages and the tests check every element (`class-conflicts.ts`). Merging in the browser
 * with tailwind-merge was the largest single cost of hydrating a page on a phone.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
