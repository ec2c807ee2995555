export * from '../../src/federation/apps'
