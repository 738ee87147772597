import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance, Match, matchWord, normaliseSearchText, searchWords } from '@/lib/fuzzy-match';

describe('reading what people type', () => {
  it('keeps lower-case letters and digits only, accents dropped', () => {
    expect(normaliseSearchText('Mercedes-Benz')).toBe('mercedesbenz');
    expect(normaliseSearchText(' Wagon R ')).toBe('wagonr');
    expect(normaliseSearchText('I 20')).toBe('i20');
    expect(normaliseSearchText('Citroën C3')).toBe('citroenc3');
    expect(normaliseSearchText(' -.! ')).toBe('');
  });

  it('splits a name into normalised words', () => {
    expect(searchWords('Grand i10 Nios')).toEqual(['grand', 'i10', 'nios']);
    expect(searchWords('D-Max V-Cross')).toEqual(['d', 'max', 'v', 'cross']);
    expect(searchWords('  ZX e:HEV ')).toEqual(['zx', 'e', 'hev']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('edit distance', () => {
  it('counts inserts, deletes, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('swift', 'swift')).toBe(0);
    expect(editDistance('swfit', 'swift')).toBe(1);
    expect(editDistance('swit', 'swift')).toBe(1);
    expect(editDistance('swiift', 'swift')).toBe(1);
    expect(editDistance('swoft', 'swift')).toBe(1);
    expect(editDistance('maruthi', 'maruti')).toBe(1);
    expect(editDistance('fortunr', 'fortuner')).toBe(1);
    expect(editDistance('xuv7oo', 'xuv700')).toBe(2);
    expect(editDistance('', 'kia')).toBe(3);
    expect(editDistance('kia', '')).toBe(3);
  });

  it('measured against a start of the word, leaves the rest of the word free', () => {
    expect(editDistance('fortun', 'fortuner', true)).toBe(0);
    expect(editDistance('fotune', 'fortuner', true)).toBe(1);
    expect(editDistance('fotune', 'fortuner')).toBe(2);
    expect(editDistance('nexonev', 'nexon', true)).toBe(2);
  });
});

describe('how many typos are forgiven', () => {
  it('none under 4 letters, one from 4, two from 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(allowedTypos)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });
});

describe('matching a typed word to a catalogue word', () => {
  it('ranks the same word, then its start, then a part of it, then a typo', () => {
    expect(matchWord('swift', 'swift')).toBe(Match.EXACT);
    expect(matchWord('swi', 'swift')).toBe(Match.PREFIX);
    expect(matchWord('s', 'swift')).toBe(Match.PREFIX);
    expect(matchWord('20', 'i20')).toBe(Match.INSIDE);
    expect(matchWord('swfit', 'swift')).toBe(Match.TYPO);
    expect(matchWord('marutu', 'maruti')).toBe(Match.TYPO);
    expect(matchWord('fortunr', 'fortuner')).toBe(Match.TYPO);
  });

  it('does not match a single letter inside a word, nor a part of a word when told not to', () => {
    expect(matchWord('i', 'swift')).toBeNull();
    expect(matchWord('alto', 'dualtone')).toBe(Match.INSIDE);
    expect(matchWord('alto', 'dualtone', false)).toBeNull();
    expect(matchWord('alto', 'alto800', false)).toBe(Match.PREFIX);
  });

  it('forgives no typo in words under 4 letters and at most one under 7', () => {
    expect(matchWord('kai', 'kia')).toBeNull();
    expect(matchWord('sfwit', 'swift')).toBeNull();
    expect(matchWord('nexno', 'nexon')).toBe(Match.TYPO);
    expect(matchWord('xuv7oo', 'xuv700')).toBeNull();
    expect(matchWord('scorpoi', 'scorpio')).toBe(Match.TYPO);
    expect(matchWord('scarpoi', 'scorpio')).toBe(Match.TYPO);
    expect(matchWord('skarpoo', 'scorpio')).toBeNull();
  });

  it('matches nothing for an empty word or one far longer than the catalogue word', () => {
    expect(matchWord('', 'swift')).toBeNull();
    expect(matchWord('swift', '')).toBeNull();
    expect(matchWord('swiftdzire', 'swift')).toBeNull();
    expect(matchWord('x'.repeat(50), 'xuv700')).toBeNull();
  });
});
