import type { FaqTopic } from 'shell/contract'
import { bookOfRaFaq } from './book-of-ra-online'
import { cazinoOnlineFaq } from './cazino-online-sloturi'
import { egtSlotsFaq } from './egt-slots-online'
import { homeFaq } from './home'
import { jocuriSlotOnlineFaq } from './jocuri-slot-online'
import { pacaneleGratisFaq } from './pacanele-gratis'
import { pacaneleOnlineFaq } from './pacanele-online'
import { sloturiCuBonusFaq } from './sloturi-cu-bonus'
import { sloturiGratisFaq } from './sloturi-gratis'
import { sloturiOnlineFaq } from './sloturi-online'
import { sweetBonanzaFaq } from './sweet-bonanza-online'
import type { FaqItem } from './types'

export type { FaqItem } from './types'

/** Typed as a full Record so that a new category in the shell's routes table fails typecheck here. */
export const faqByTopic: Readonly<Record<FaqTopic, readonly FaqItem[]>> = {
  home: homeFaq,
  'pacanele-online': pacaneleOnlineFaq,
  'sloturi-online': sloturiOnlineFaq,
  'jocuri-slot-online': jocuriSlotOnlineFaq,
  'cazino-online-sloturi': cazinoOnlineFaq,
  'sloturi-cu-bonus': sloturiCuBonusFaq,
  'sloturi-gratis': sloturiGratisFaq,
  'pacanele-gratis': pacaneleGratisFaq,
  'book-of-ra-online': bookOfRaFaq,
  'sweet-bonanza-online': sweetBonanzaFaq,
  'egt-slots-online': egtSlotsFaq,
}

/**
 * The questions of a topic, or undefined for a topic this build does not know: a shell deployed
 * ahead of this remote may pass a category added after it. `hasOwn` keeps "constructor" and the
 * like from reaching Object.prototype.
 */
export function faqFor(topic: string): readonly FaqItem[] | undefined {
  return Object.hasOwn(faqByTopic, topic) ? faqByTopic[topic as FaqTopic] : undefined
}
