import { useEffect, useState } from 'react';
import { DEFAULT_REGISTRATION_PATTERN } from '@/lib/registration';
import { apiGet } from '@/islands/api-client';

let pending: Promise<string> | undefined;

/** The registration pattern from the regex service, asked once per page; the built-in pattern until then or if it fails. */
export function useRegistrationPattern(): string {
  const [pattern, setPattern] = useState(DEFAULT_REGISTRATION_PATTERN);
  useEffect(() => {
    pending ??= apiGet('regex-service', {})
      .then((d) => d.registration_number)
      .catch(() => DEFAULT_REGISTRATION_PATTERN);
    let current = true;
    void pending.then((p) => {
      if (current) setPattern(p || DEFAULT_REGISTRATION_PATTERN);
    });
    return () => {
      current = false;
    };
  }, []);
  return pattern;
}
