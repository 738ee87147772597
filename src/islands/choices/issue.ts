/** The symptoms a visitor can pick when not sure what is wrong. */
export const SYMPTOMS = [
  'Strange noise',
  'Warning light on',
  'Brakes feel soft',
  'AC not cooling',
  'Car pulls to one side',
  'Starting trouble',
  'Vibration',
  'Smoke or smell',
  'Other',
] as const;

export const NOTE_MAX = 500;
export const NOTE_MIN = 10;
export const ISSUE_REQUIRED = 'Tell us at least one symptom';

export interface Issue {
  symptoms: string[];
  note: string;
}

/** At least one symptom picked, or a note of NOTE_MIN characters or more. */
export function isIssueComplete(issue: Issue | undefined): issue is Issue {
  return Boolean(issue && (issue.symptoms.length > 0 || issue.note.trim().length >= NOTE_MIN));
}
