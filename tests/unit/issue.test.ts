import { describe, expect, it } from 'vitest';
import { NOTE_MIN, isIssueComplete } from '@/islands/choices/issue';

describe('a described issue', () => {
  it('is complete with one symptom picked', () => {
    expect(isIssueComplete({ symptoms: ['Vibration'], note: '' })).toBe(true);
  });

  it(`is complete with a note of ${NOTE_MIN} characters or more and no symptom`, () => {
    expect(isIssueComplete({ symptoms: [], note: 'x'.repeat(NOTE_MIN) })).toBe(true);
    expect(isIssueComplete({ symptoms: [], note: 'x'.repeat(NOTE_MIN - 1) })).toBe(false);
  });

  it('does not count spaces around the note', () => {
    expect(isIssueComplete({ symptoms: [], note: `  ${'x'.repeat(NOTE_MIN - 1)}   ` })).toBe(false);
  });

  it('is not complete when nothing was said', () => {
    expect(isIssueComplete(undefined)).toBe(false);
    expect(isIssueComplete({ symptoms: [], note: '' })).toBe(false);
  });
});
