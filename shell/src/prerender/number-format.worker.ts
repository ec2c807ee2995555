// Formats one number as the app does, which loads ICU's number data for the whole renderer process.
import { formatCount } from '../lib/format'

formatCount(0)
postMessage('loaded')
