import { defineAppConfig } from 'shell/federation'

export default defineAppConfig('faq')
