/** The signed-in user (spec section 3). */
export interface SignedInUser {
  name: string;
  userName: string;
  isAuthenticated: boolean;
}

/** No token can be had without the user signing in again (and the caller asked for no popup). */
export class SignInRequiredError extends Error {
  constructor() {
    super('Sign-in required');
    this.name = 'SignInRequiredError';
  }
}
