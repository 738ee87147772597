import type { PolicyCover, PolicyStatus } from '@/contracts/vocabulary';

/** A motor policy as the insurer's policy service reports it. */
export interface PolicyRecord {
  policyNumber: string;
  holderName: string;
  email: string | null;
  status: PolicyStatus;
  cover: PolicyCover;
}

/** Spec §7's policy-holder look-up (/v1/garage/users/policy-holder): the policies held on a phone number. */
export interface PolicyRegistry {
  readonly name: string;
  /** Every policy on the phone number, newest expiry first (none: not a policy holder). */
  findByPhone(phoneNumber: string): Promise<PolicyRecord[]>;
}
