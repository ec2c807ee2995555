import { defineAppConfig } from './src/federation/config'

export default defineAppConfig('shell')
