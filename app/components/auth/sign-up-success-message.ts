/**
 * What the sign-up dialog's success step says (docs/product.md § Sign-in dialog): the sign-up credit the
 * server answered (`signup_credit_cents`, the back office's setting: decision 0075) once the e-mailed link
 * is opened, or, when there is none, only that the link was sent. Pure: the step renders it.
 */
export type SignUpSuccessMessage =
  { key: 'auth.creditAfterVerify'; creditCents: number } | { key: 'auth.verifyAfterSignUp' };

export function signUpSuccessMessage(creditCents: number): SignUpSuccessMessage {
  return creditCents > 0 ? { key: 'auth.creditAfterVerify', creditCents } : { key: 'auth.verifyAfterSignUp' };
}
