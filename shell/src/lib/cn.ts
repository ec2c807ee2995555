import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * tailwind-merge builds its class map on its first call: 10–50 ms on this project's test machine,
 * which would land inside whichever render slice calls `cn` first. This builds it in a task of its
 * own, for a moment when the main thread is idle anyway (the app waiting for its remotes).
 */
export function buildClassMapInOwnTask(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      twMerge('')
      resolve()
    }, 0),
  )
}
