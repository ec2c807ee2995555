export * from '../../../src/privacy/storage-registry'
