import { apiPost } from '../api-client';

/** Ends this session (or every session of the account) on the server, then goes to `next`; throws the call's failure. */
export async function endSession(everywhere: boolean, next: string): Promise<void> {
  await apiPost(everywhere ? 'sign-out-everywhere' : 'sign-out', {});
  window.location.assign(next);
}
