import { describe, expect, it } from 'vitest';
import { isIssueComplete } from '@/islands/choices/issue';

describe('a described issue', () => {
  it('is complete with one symptom picked', () => {
    expect(isIssueComplete({ symptoms: ['Vibration'], note: '' })).toBe(true);
  });

  it('is complete with a symptom and a short note', () => {
    expect(isIssueComplete({ symptoms: ['Strange noise'], note: 'ok' })).toBe(true);
  });

  it('is complete with a note of 10 characters or more and no symptom', () => {
    expect(isIssueComplete({ symptoms: [], note: 'Pulls left' })).toBe(true); // 10 characters
    expect(isIssueComplete({ symptoms: [], note: 'Pulls to the left at speed' })).toBe(true);
  });

  it('is not complete with a note of 9 characters and no symptom', () => {
    expect(isIssueComplete({ symptoms: [], note: 'Pulls lef' })).toBe(false);
  });

  it('does not count spaces around the note', () => {
    expect(isIssueComplete({ symptoms: [], note: '  Pulls lef   ' })).toBe(false);
    expect(isIssueComplete({ symptoms: [], note: '          ' })).toBe(false);
  });

  it('is not complete when nothing was said', () => {
    expect(isIssueComplete(undefined)).toBe(false);
    expect(isIssueComplete({ symptoms: [], note: '' })).toBe(false);
  });
});
