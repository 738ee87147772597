import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '@/lib/amount-in-words';

describe('an amount in words on a tax invoice', () => {
  it('writes the booking fees in rupees', () => {
    expect(amountInWords(19_900)).toBe('Rupees One Hundred Ninety-Nine Only');
    expect(amountInWords(9_900)).toBe('Rupees Ninety-Nine Only');
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });

  it('adds the paise, and writes paise alone below a rupee', () => {
    expect(amountInWords(19_950)).toBe('Rupees One Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paise Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('groups in thousands, lakhs and crores', () => {
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(numberInWords(1011)).toBe('One Thousand Eleven');
    expect(numberInWords(21)).toBe('Twenty-One');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(110)).toBe('One Hundred Ten');
    expect(numberInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(123_456_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInWords(2_000_000_000)).toBe('Two Hundred Crore');
  });

  it('refuses what is not a whole, positive amount', () => {
    expect(() => amountInWords(-1)).toThrow(new RangeError('amountInWords: not an amount in paise: -1'));
    expect(() => numberInWords(-1)).toThrow(new RangeError('numberInWords: not a whole amount: -1'));
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('every word of the numbers below a hundred', () => {
  it.each([
    [1, 'One'],
    [2, 'Two'],
    [3, 'Three'],
    [4, 'Four'],
    [5, 'Five'],
    [6, 'Six'],
    [7, 'Seven'],
    [8, 'Eight'],
    [9, 'Nine'],
    [10, 'Ten'],
    [11, 'Eleven'],
    [12, 'Twelve'],
    [13, 'Thirteen'],
    [14, 'Fourteen'],
    [15, 'Fifteen'],
    [16, 'Sixteen'],
    [17, 'Seventeen'],
    [18, 'Eighteen'],
    [19, 'Nineteen'],
    [30, 'Thirty'],
    [40, 'Forty'],
    [50, 'Fifty'],
    [60, 'Sixty'],
    [70, 'Seventy'],
    [80, 'Eighty'],
    [90, 'Ninety'],
    [47, 'Forty-Seven'],
    [83, 'Eighty-Three'],
  ] as const)('%i is %s', (n, words) => expect(numberInWords(n)).toBe(words));
});
