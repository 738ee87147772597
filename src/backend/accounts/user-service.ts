import type { Db } from '../platform/db/client';
import type { PolicyRegistry } from '../platform/providers/policies';
import type { UserDetails } from '@/contracts/accounts';
import { UserKind } from '@/contracts/vocabulary';
import { findUser, type UserRow } from './repository';
import { signInNeeded } from '@/contracts/access';

/**
 * Spec §7 get-user-details: the person's name, phone and e-mail, and PH when the insurer knows a
 * policy on the phone number (NPH otherwise). Where the account has no name or e-mail yet, the
 * policy's are used.
 */
export async function userDetails(policies: PolicyRegistry, user: UserRow): Promise<UserDetails> {
  const [policy] = await policies.findByPhone(user.phoneNumber);
  return {
    userName: user.fullName ?? policy?.holderName ?? null,
    phoneNumber: user.phoneNumber,
    email: user.email ?? policy?.email ?? null,
    userType: policy ? UserKind.PH : UserKind.NPH,
    role: user.role,
  };
}

export async function userDetailsById(db: Db, policies: PolicyRegistry, userId: string): Promise<UserDetails> {
  const user = await findUser(db, userId);
  if (!user) throw signInNeeded();
  return userDetails(policies, user);
}
