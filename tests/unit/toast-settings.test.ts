import { describe, expect, it } from 'vitest';
import {
  ERROR_TOAST_COLOURS,
  TOAST_DURATION_MS,
  TOAST_FADE_OUT_MS,
  TOAST_GUTTER_PX,
  TOAST_KINDS,
  TOAST_LIMIT,
  toastDuration,
} from '@/lib/toast-settings';

describe("toasts follow spec §9 (SPEC-NOTES: not §8's 3 seconds)", () => {
  it('shows at most 20 at once, 8 px apart', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_GUTTER_PX).toBe(8);
  });

  it('keeps blank, error and custom toasts 4 s, success 2 s, loading until replaced', () => {
    expect(TOAST_DURATION_MS).toEqual({ blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity });
    expect(TOAST_KINDS.map(toastDuration)).toEqual([4000, 4000, 4000, 2000, Infinity]);
  });

  it('fades a dismissed toast out over 1 s', () => {
    expect(TOAST_FADE_OUT_MS).toBe(1000);
  });

  it('makes error toasts black', () => {
    expect(ERROR_TOAST_COLOURS.background).toBe('#000000');
    expect(ERROR_TOAST_COLOURS.text).toBe('#ffffff');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(TOAST_DURATION_MS)).toBe(true);
    expect(Object.isFrozen(ERROR_TOAST_COLOURS)).toBe(true);
  });
});
