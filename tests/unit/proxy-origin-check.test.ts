import { describe, expect, it } from 'vitest';
import { isJsonWrite, mayChangeState } from '@/proxy/origin-check';

describe('state-changing calls carry JSON (a form on another site cannot)', () => {
  it('accepts application/json with or without parameters, and +json types', () => {
    expect(isJsonWrite('POST', 'application/json')).toBe(true);
    expect(isJsonWrite('POST', 'application/json; charset=utf-8')).toBe(true);
    expect(isJsonWrite('PATCH', 'Application/JSON')).toBe(true);
    expect(isJsonWrite('POST', 'application/merge-patch+json')).toBe(true);
  });

  it('refuses what an HTML form can send, and no type at all', () => {
    expect(isJsonWrite('POST', 'text/plain')).toBe(false);
    expect(isJsonWrite('POST', 'application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonWrite('POST', 'multipart/form-data; boundary=x')).toBe(false);
    expect(isJsonWrite('PATCH', null)).toBe(false);
    expect(isJsonWrite('DELETE', 'text/plain')).toBe(false);
    expect(isJsonWrite('POST', 'text/json')).toBe(false);
  });

  it('does not ask it of a DELETE without a body, which no form can send', () => {
    expect(isJsonWrite('DELETE', null)).toBe(true);
  });

  it('does not ask it of reads', () => {
    expect(isJsonWrite('GET', null)).toBe(true);
    expect(isJsonWrite('HEAD', 'text/plain')).toBe(true);
  });
});

describe('mayChangeState', () => {
  const facts = { requestOrigin: 'http://localhost:4321', siteOrigin: 'https://www.example.in' };
  it('lets a POST from our own origins through and refuses another site', () => {
    expect(mayChangeState({ ...facts, method: 'POST', origin: 'https://www.example.in', fetchSite: 'same-origin' })).toBe(true);
    expect(mayChangeState({ ...facts, method: 'POST', origin: 'http://localhost:4321', fetchSite: null })).toBe(true);
    expect(mayChangeState({ ...facts, method: 'POST', origin: 'https://evil.example', fetchSite: 'cross-site' })).toBe(false);
    expect(mayChangeState({ ...facts, method: 'POST', origin: null, fetchSite: 'cross-site' })).toBe(false);
    expect(mayChangeState({ ...facts, method: 'POST', origin: null, fetchSite: 'same-site' })).toBe(false);
    expect(mayChangeState({ ...facts, method: 'GET', origin: 'https://evil.example', fetchSite: 'cross-site' })).toBe(true);
  });
});
