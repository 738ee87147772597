import { describe, expect, it } from 'vitest';
import {
  attemptState,
  CODE_TTL_SECONDS,
  MAX_WRONG_TRIES,
  maskPhone,
  phoneChangedMessage,
  signInMessage,
  wrongCodeMessage,
} from '@/lib/sign-in-rules';

const at = (iso: string) => new Date(iso);
const attempt = (over: Partial<Parameters<typeof attemptState>[0]> = {}) => ({
  expiresAt: at('2026-11-23T10:05:00Z'),
  usedAt: null,
  voidedAt: null,
  wrongTries: 0,
  ...over,
});

describe('sign-in codes (OWASP ASVS 6.5/6.6)', () => {
  it('live 300 seconds and take three wrong tries', () => {
    expect(CODE_TTL_SECONDS).toBe(300);
    expect(MAX_WRONG_TRIES).toBe(3);
  });

  it('are open until the millisecond before their expiry; the expiry instant is past', () => {
    expect(attemptState(attempt(), at('2026-11-23T10:04:59.999Z'))).toBe('open');
    expect(attemptState(attempt(), at('2026-11-23T10:05:00.000Z'))).toBe('expired');
    expect(attemptState(attempt(), at('2026-11-23T10:06:00Z'))).toBe('expired');
  });

  it('are used once', () => {
    expect(attemptState(attempt({ usedAt: at('2026-11-23T10:01:00Z') }), at('2026-11-23T10:02:00Z'))).toBe('used');
  });

  it('are void after the third wrong try, or when voided; two wrong tries leave it open', () => {
    expect(attemptState(attempt({ wrongTries: 2 }), at('2026-11-23T10:01:00Z'))).toBe('open');
    expect(attemptState(attempt({ wrongTries: 3 }), at('2026-11-23T10:01:00Z'))).toBe('void');
    expect(attemptState(attempt({ voidedAt: at('2026-11-23T10:00:30Z') }), at('2026-11-23T10:01:00Z'))).toBe('void');
  });

  it('a used code reads as used even when it is also past its expiry', () => {
    expect(attemptState(attempt({ usedAt: at('2026-11-23T10:01:00Z'), wrongTries: 3 }), at('2026-11-23T11:00:00Z'))).toBe('used');
  });

  it('say how many tries are left', () => {
    expect(wrongCodeMessage(1)).toBe('That code is not right. 2 tries left.');
    expect(wrongCodeMessage(2)).toBe('That code is not right. 1 try left.');
    expect(wrongCodeMessage(3)).toBe('That code was wrong three times and no longer works. Ask for a new code.');
    expect(wrongCodeMessage(4)).toBe('That code was wrong three times and no longer works. Ask for a new code.');
  });

  it('tell the old number when the account moves, masking the new one', () => {
    expect(phoneChangedMessage('9456000002', '1800 266 0101')).toBe(
      'The mobile number of your Service Centre account was changed to 94•••••002. If this was not you, call 1800 266 0101.',
    );
  });

  it('reach the phone as one sentence with the code first', () => {
    expect(signInMessage('042917')).toBe(
      '042917 is your code to sign in to Service Centre. It is valid for 5 minutes. Do not share it with anyone.',
    );
  });
});

describe('maskPhone', () => {
  it('shows the first two and last three digits of a mobile number', () => {
    expect(maskPhone('9876543210')).toBe('98•••••210');
    expect(maskPhone('+91 98765 43210')).toBe('98•••••210');
    expect(maskPhone('919000000001')).toBe('90•••••001');
  });

  it('hides a short number whole', () => {
    expect(maskPhone('12345')).toBe('•••••');
    expect(maskPhone('')).toBe('');
  });
});
