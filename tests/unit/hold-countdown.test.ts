import { describe, expect, it } from 'vitest';
import { clockSkew, HOLD_WARNING_SECONDS, holdCountdown } from '@/lib/hold-countdown';

// A hold made at 10:00:00 UTC that ends 15 minutes later.
const END = '2026-11-25T10:15:00.000Z';
const at = (time: string) => new Date(`2026-11-25T${time}Z`);

describe('the countdown of a held slot', () => {
  it('shows the whole 15 minutes when the hold has just been made', () => {
    expect(holdCountdown(END, at('10:00:00.000'))).toEqual({
      state: 'running',
      secondsLeft: 900,
      clock: '15:00',
      spoken: '15 minutes left',
    });
  });

  it('rounds a part of a second up, so it never shows 0:00 while time is left', () => {
    expect(holdCountdown(END, at('10:00:00.001')).clock).toBe('15:00');
    expect(holdCountdown(END, at('10:14:59.999'))).toEqual({ state: 'ending', secondsLeft: 1, clock: '0:01', spoken: '1 second left' });
  });

  it('writes minutes and seconds for the eye and the ear', () => {
    expect(holdCountdown(END, at('10:01:01'))).toMatchObject({ clock: '13:59', spoken: '13 minutes 59 seconds left' });
    expect(holdCountdown(END, at('10:13:59'))).toMatchObject({ clock: '1:01', spoken: '1 minute 1 second left' });
    expect(holdCountdown(END, at('10:14:55'))).toMatchObject({ clock: '0:05', spoken: '5 seconds left' });
  });

  it('warns from two minutes before the end, not a second earlier', () => {
    expect(HOLD_WARNING_SECONDS).toBe(120);
    expect(holdCountdown(END, at('10:12:59'))).toMatchObject({ state: 'running', secondsLeft: 121, clock: '2:01' });
    expect(holdCountdown(END, at('10:13:00'))).toMatchObject({
      state: 'ending',
      secondsLeft: 120,
      clock: '2:00',
      spoken: '2 minutes left',
    });
  });

  it('has ended at the expiry instant and after it', () => {
    expect(holdCountdown(END, at('10:15:00'))).toEqual({ state: 'expired', secondsLeft: 0, clock: '0:00', spoken: 'The hold has ended' });
    expect(holdCountdown(END, at('11:00:00')).state).toBe('expired');
  });

  it('reads an expiry written with the IST offset as the same instant', () => {
    expect(holdCountdown('2026-11-25T15:45:00+05:30', at('10:10:00'))).toMatchObject({ state: 'running', clock: '5:00' });
  });

  it('has nothing to count without a readable expiry or time', () => {
    const none = { state: 'none', secondsLeft: 0, clock: '', spoken: '' };
    expect(holdCountdown(null, at('10:00:00'))).toEqual(none);
    expect(holdCountdown(undefined, at('10:00:00'))).toEqual(none);
    expect(holdCountdown('soon', at('10:00:00'))).toEqual(none);
    expect(holdCountdown(END, new Date(Number.NaN))).toEqual(none);
  });
});

describe("the browser's clock against the server's", () => {
  const server = '2026-11-25T10:00:00.000Z';

  it("is trusted when the two agree within half a minute (the page's own travel time)", () => {
    expect(clockSkew(server, Date.parse('2026-11-25T10:00:20.000Z'))).toBe(0);
    expect(clockSkew(server, Date.parse('2026-11-25T10:00:29.999Z'))).toBe(0);
    expect(clockSkew(server, Date.parse('2026-11-25T09:59:30.001Z'))).toBe(0);
  });

  it('is corrected by the difference from half a minute on', () => {
    expect(clockSkew(server, Date.parse('2026-11-25T10:00:30.000Z'))).toBe(-30_000);
    expect(clockSkew(server, Date.parse('2026-11-25T09:55:00.000Z'))).toBe(300_000);
  });

  it('is left alone when either time cannot be read', () => {
    expect(clockSkew('yesterday', Date.parse(server))).toBe(0);
    expect(clockSkew(server, Number.NaN)).toBe(0);
  });
});
