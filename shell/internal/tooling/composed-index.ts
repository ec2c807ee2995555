export * from '../../compose/composed-index'
