import { formatCounted } from 'shell/lib/format'

/** "1 credit", "15 credite", "40 de credite", "1.000 de credite". */
export const credits = (amount: number) => formatCounted(amount, 'credit', 'credite')

export const spinsCount = (count: number) => formatCounted(count, 'rotire', 'rotiri')

export const freeSpinsCount = (count: number) => formatCounted(count, 'rotire gratuită', 'rotiri gratuite')

const signed = new Intl.NumberFormat('ro-RO', { signDisplay: 'exceptZero' })

/** A net result with its sign: "+40", "-1.250", "0". */
export const signedAmount = (amount: number) => signed.format(amount)

/** "0:07", "14:59", "1:02:00": minutes and seconds played, as a clock shows them. */
export function clock(milliseconds: number): string {
  const seconds = Math.floor(milliseconds / 1000)
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
  const pad = (value: number) => String(value).padStart(2, '0')
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`
}

/** "mai puțin de un minut", "1 minut", "15 minute", "20 de minute". */
export function minutesPlayed(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000)
  return minutes < 1 ? 'mai puțin de un minut' : formatCounted(minutes, 'minut', 'minute')
}
