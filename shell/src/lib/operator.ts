/** Who runs the site, as the deployment's settings say (OPERATOR_NAME, OPERATOR_CONTACT at build). */
export interface Operator {
  name: string | null
  contact: string | null
}

export const OPERATOR: Operator = __OPERATOR__

/** The settings the privacy page names as the source of the operator's details. */
export const OPERATOR_SETTINGS = ['OPERATOR_NAME', 'OPERATOR_CONTACT'] as const

declare global {
  const __OPERATOR__: Operator
}
