import { accounts } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { outboxPage } from '../notifications';
import { requireSession, requireSignedIn } from '@/contracts/access';
import { endAllSessions, endSession, resolveSession } from './session-service';
import { startSignIn, verifySignIn } from './sign-in-service';
import { userDetailsById } from './user-service';
import { deleteAccount, startPhoneChange, verifyPhoneChange } from './account-service';

export function accountRoutes(app: BackendApp, deps: BackendDeps) {
  const { db, limits, codeKey, providers, outbox } = deps;
  const signIn = { db, limits, codeKey, policies: providers.policies };

  serve(app, accounts.signInStart, async (input) => {
    const started = await startSignIn(signIn, input.phoneNumber, deps.clock());
    outbox.kick();
    return started;
  });

  serve(app, accounts.verifySignIn, async (input, { actor }) => {
    const replacing = actor.kind !== 'anonymous' && actor.sessionId ? { sessionId: actor.sessionId, userId: actor.id } : undefined;
    return verifySignIn(signIn, input, deps.clock(), replacing);
  });

  serve(app, accounts.resolveSession, async (input) => {
    const session = await resolveSession(db, input.token, deps.clock());
    if (!session) throw new AppError('UNAUTHORIZED', 'The session has ended; sign in again');
    return session;
  });

  serve(app, accounts.userDetails, async (_input, { actor }) => userDetailsById(db, providers.policies, requireSignedIn(actor).id));

  serve(app, accounts.endSession, async (_input, { actor }) => {
    const signedIn = requireSession(actor);
    return { ended: await endSession(db, signedIn.sessionId, signedIn.id) };
  });

  serve(app, accounts.endAllSessions, async (_input, { actor }) => ({ ended: await endAllSessions(db, requireSignedIn(actor).id) }));

  serve(app, accounts.changePhoneStart, async (input, { actor }) => {
    const started = await startPhoneChange(signIn, requireSignedIn(actor).id, input.phoneNumber, deps.clock());
    outbox.kick();
    return started;
  });

  serve(app, accounts.changePhoneVerify, async (input, { actor }) => {
    const signedIn = requireSession(actor);
    const changed = await verifyPhoneChange(
      { ...signIn, supportPhone: deps.supportPhone },
      signedIn.id,
      signedIn.sessionId,
      input,
      deps.clock(),
    );
    outbox.kick();
    return changed;
  });

  serve(app, accounts.eraseAccount, async (input, { actor }) => deleteAccount(deps, requireSignedIn(actor).id, input.phoneNumber));

  // The demo outbox exists only while messages reach no phone.
  serve(app, accounts.outboxMessages, async () => {
    if (!providers.sms.embedded) throw new AppError('NOT_FOUND', 'Messages are delivered by a real SMS provider; there is no demo outbox');
    // Links shown as paths of this site: they open wherever the outbox page itself is read.
    return outboxPage(db, providers.sms, '');
  });
}
