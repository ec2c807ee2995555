export * from '../../server/collector/collector'
