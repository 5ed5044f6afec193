import { describe, expect, it } from 'vitest';
import { signUpSuccessMessage } from '../../../app/components/auth/sign-up-success-message';

/** The sign-up dialog's success step says the credit the sign-up answered, and nothing of credit without one. */
describe('the sign-up success step’s message', () => {
  it('names the credit the server answered, whatever the built-in default', () => {
    expect(signUpSuccessMessage(2000)).toEqual({ key: 'auth.creditAfterVerify', creditCents: 2000 });
    expect(signUpSuccessMessage(1)).toEqual({ key: 'auth.creditAfterVerify', creditCents: 1 });
  });

  it('says only that the link was sent when the promotion is off', () => {
    expect(signUpSuccessMessage(0)).toEqual({ key: 'auth.verifyAfterSignUp' });
  });
});
