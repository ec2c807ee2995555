export * from '../../../server/collector/failures'
