export * from '../../src/boot/inline/number-format'
