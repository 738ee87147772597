// Hand-written registration numbers for tests/unit/registration.test.ts, grouped by the behaviour
// they show. Every number is typed out; none is produced from the pattern under test.

export interface CaseGroup {
  behaviour: string;
  cases: readonly string[];
}

export const VALID_GROUPS: readonly CaseGroup[] = [
  {
    behaviour: 'a standard number from each state and union territory is valid',
    cases: [
      'AN 01 A 1234',
      'AP 39 CH 8080',
      'AR 01 G 2345',
      'AS 01 BC 4521',
      'BR 01 PK 6060',
      'CG 04 HK 3456',
      'CH 01 BZ 4040',
      'DD 03 A 1234',
      'GA 07 F 1234',
      'GJ 01 KA 1234',
      'HP 52 A 7788',
      'HR 26 DK 8337',
      'JH 01 BX 2345',
      'JK 01 AB 1234',
      'KA 05 MN 1234',
      'KL 07 CQ 2468',
      'LA 02 A 1234',
      'LD 01 A 123',
      'MH 12 DE 1433',
      'ML 05 Q 4567',
      'MN 01 W 1234',
      'MP 09 ZX 5555',
      'MZ 01 K 3456',
      'NL 07 AB 1234',
      'OD 02 AB 1122',
      'PB 10 GH 3210',
      'PY 01 BZ 2345',
      'RJ 14 CV 7777',
      'SK 01 P 1234',
      'TN 22 CD 5678',
      'TR 01 AE 1234',
      'TS 09 EA 4321',
      'TG 07 AB 2025',
      'UK 07 AB 1234',
      'UP 16 BT 4567',
      'WB 02 AK 9090',
    ],
  },
  {
    behaviour: 'a number under a superseded state code is still valid',
    cases: ['DN 09 A 1234', 'OR 02 AB 1234', 'OR-05-Z-5678', 'UA 07 B 1234', 'TS 07 FX 1234'],
  },
  {
    behaviour: 'a Delhi number with its category letter is valid',
    cases: [
      'DL 3C AB 1234',
      'DL 1C 1234',
      'DL 8S AB 1234',
      'DL 10 CA 1234',
      'DL-1-R-1234',
      'DL 2 CAR 1234',
      'DL3CAB1234',
      'dl 4c ne 5678',
      'DL 1PC 1234',
      'DL 5S AF 9876',
      'DL 1RX 4567',
      'DL 3 C AB 1234',
      'DL-7-CQ-1234',
    ],
  },
  {
    behaviour: 'a Gujarat number in an older or short form is valid',
    cases: ['GJ-1-AB-1234', 'GJ 01 A 1234', 'GJ 5 CA 1', 'GJ 06 K 99', 'GJ 18 BH 1234'],
  },
  {
    behaviour: 'a Bihar number with a one-letter series or none is valid',
    cases: ['BR 01 PA 1234', 'BR1P1234', 'BR 06 1234', 'br-01-pk-6060'],
  },
  {
    behaviour: 'an older number with a single-digit RTO code is valid',
    cases: ['MH 4 AB 123', 'KA 1 A 1', 'TN 9 B 4321', 'AP 9 C 2345'],
  },
  {
    behaviour: 'a number without a series is valid',
    cases: ['KA 01 1234', 'KA011234', 'MH 12 1234', 'WB 06 5678'],
  },
  {
    behaviour: 'a short final number is valid',
    cases: ['MH12A1', 'KA 03 MX 1', 'KL-01-BV-123', 'HR 55 AB 12'],
  },
  {
    behaviour: 'a Bharat-series number is valid',
    cases: ['21 BH 2345 AA', '22BH1234A', '22 bh 1234 aa', '23-BH-5678-CD', '24BH0001Z', '25 BH 9999 ZZ', '22BH1234AA'],
  },
  {
    behaviour: 'series letters I and O are accepted',
    cases: ['PB 08 O 1234', 'KA 01 OI 5678', 'TN 10 I 4321'],
  },
  {
    behaviour: 'spacing, hyphens and letter case may vary',
    cases: ['ka05mn1234', 'KA-05 MN1234', 'Ka 05 Mn 1234', '  KA 05 MN 1234  ', 'MH-12-de-1433', 'tn22cd5678', 'UP 16-BT 4567'],
  },
];

export const INVALID_GROUPS: readonly CaseGroup[] = [
  {
    behaviour: 'an unknown state code is invalid',
    cases: [
      'XX 01 AB 1234',
      'ZZ 01 AB 1234',
      'ZZ01AB1234',
      'CT 04 AB 1234',
      'IN 01 AB 1234',
      'TL 01 AB 1234',
      'KR 01 AB 1234',
      'UT 01 AB 1234',
      'BH 01 AB 1234',
      'AA 01 AB 1234',
      'GD 01 A 1234',
    ],
  },
  {
    behaviour: 'more than three series letters is invalid',
    cases: ['KA 05 ABCD 1234', 'MH12ABCD1234', 'DL 3C ABC 1234', 'TN 22 WXYZ 5678'],
  },
  {
    behaviour: 'more than four final digits is invalid',
    cases: ['KA 05 MN 12345', 'MH12AB123456', 'DL 3C AB 12345', 'KA011234567'],
  },
  {
    behaviour: 'a number with no final digits is invalid',
    cases: ['KA 05 MN', 'KA 05', 'KA', 'DL 3C AB', 'MH12DE'],
  },
  {
    behaviour: 'an RTO code of three or more digits, or of zero, is invalid',
    cases: ['KA 123 AB 1234', 'MH 001 A 1', 'DL 100 C 1234', 'TN 2222 AB 1234', 'KA 00 AB 1234', 'MH 0 A 1234'],
  },
  {
    behaviour: 'parts in the wrong order are invalid',
    cases: ['01 KA AB 1234', 'AB KA 01 1234', 'KA AB 01 1234', '1234 AB 05 KA', 'KA 05 1234 MN', 'DL C3 AB 1234'],
  },
  {
    behaviour: 'other punctuation inside the number is invalid',
    cases: [
      'KA@05MN1234',
      'KA#05 MN 1234',
      'KA/05/MN/1234',
      'KA_05_MN_1234',
      'KA 05 MN*1234',
      'KA(05)MN1234',
      'KA;05;MN;1234',
      'MH 12! DE 1433',
    ],
  },
  {
    behaviour: 'repeated or stray separators are invalid',
    cases: ['KA--05-MN-1234', 'KA 05 MN  1234', '-KA 05 MN 1234', 'KA 05 MN 1234-', 'KA\t05 MN 1234', 'KA 05\nMN 1234'],
  },
  {
    behaviour: 'an empty or blank entry is invalid',
    cases: ['', '   '],
  },
  {
    behaviour: 'a malformed Bharat-series number is invalid',
    cases: [
      '221 BH 1234 AA',
      '22 BH 12345 AA',
      '22 BH 1234 AAA',
      '22 BH 1234 IO',
      '22 BH 1234 AI',
      '22 BH 1234 O',
      '22 BH 123 AA',
      '22 BH 1234',
      '2 BH 1234 AA',
      'BH 22 1234 AA',
      '20 BH 1234 AA',
      '22 BH AA 1234',
      '22 BX 1234 AA',
      '22 BH 1234 A1',
    ],
  },
  {
    behaviour: 'characters that only look like plate characters are invalid',
    cases: ['KA ०५ MN 1234', 'КА 05 MN 1234', 'KA O5 MN 1234', 'KA 05 MN 12I4', 'ＫＡ 05 MN 1234'],
  },
  {
    behaviour: 'temporary, diplomatic and pre-1989 plates are not accepted',
    cases: ['T 0824 KA 1234 AB', 'T0824KA1234AB', 'KA 01 TR 2024 1234', '77 CD 12', '107 UN 1', 'MRX 1234', 'DLC 4567', 'BRH 123'],
  },
  {
    behaviour: 'text that is not a registration number is invalid',
    cases: [
      '12345',
      'ABCDEFG',
      'null',
      'KA05MN1234KA05MN1234',
      'KA 05 MN 12A4',
      'K 05 MN 1234',
      'KAR 05 MN 1234',
      '05 MN 1234',
      'KA05MN1234X',
      'KA 0 5 MN 1234',
    ],
  },
];

export const VALID_CASES: readonly string[] = VALID_GROUPS.flatMap((group) => group.cases);
export const INVALID_CASES: readonly string[] = INVALID_GROUPS.flatMap((group) => group.cases);
