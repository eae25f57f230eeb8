/**
 * A terminated person's application is read-only until they are rehired (decision 0026): they may still sign
 * in and read it (their coverage end and continuation notice concern them), but nobody changes it. On its own so
 * the router's wizard flows (in the sign-in page's script) need no date code.
 */
export function isApplicationClosed(employment: { employmentStatus: 'active' | 'terminated' }): boolean {
  return employment.employmentStatus === 'terminated';
}
