export * from '../../../src/privacy/consent-answer'
