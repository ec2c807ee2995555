export * from '../../src/federation/plugin/chunk-names'
