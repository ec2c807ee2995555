/**
 * Started by the page's head (`inline/number-format.ts`): formats a counted noun as the app does, so
 * the number formatter's and the plural rules' locale data are loaded for the whole renderer process
 * before the app's modules build their own.
 */
import { formatCounted } from '../lib/format'

formatCounted(1, 'joc', 'jocuri')
postMessage('loaded')
