// What islands call to show a toast. The toaster (React + sonner, about 11 KB gzip) is loaded and
// mounted on the first call, not with the page: most pages never show one, and the booking pages
// are near their JavaScript budget (ARCHITECTURE.md). Calls made while it loads wait, in order.
import type { ReactElement } from 'react';
import type { ToastKind } from '@/lib/toast-settings';
import { track } from '@/islands/analytics';
import type { Toaster, ToastContent, ToastId, ToastOptions } from './toast-types';

export type { ToastId, ToastOptions, ToastContent } from './toast-types';

let toaster: Promise<Toaster> | undefined;
let count = 0;

function loadToaster(): Promise<Toaster> {
  toaster ??= import('./mount-toaster').then((module) => module.mountToaster());
  return toaster;
}

function show(kind: ToastKind, content: ToastContent, options: ToastOptions = {}): ToastId {
  const id = options.id ?? `toast-${++count}`;
  loadToaster().then(
    (t) => t.show(kind, content, { ...options, id }),
    (error: unknown) => console.warn('The toaster could not load', error),
  );
  return id;
}

/** Shows toasts with spec §9's timings (src/lib/toast-settings.ts); each call answers the toast's id. */
export const toast = {
  message: (text: string, options?: ToastOptions) => show('blank', text, options),
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  /** An error toast; reported as `error_shown` unless its text came from failureMessage, which reported it. */
  error: (text: string, options?: ToastOptions & { reported?: boolean }) => {
    if (!options?.reported) track('error_shown', { code: 'TOAST', message: text.slice(0, 120) });
    return show('error', text, options);
  },
  loading: (text: string, options?: ToastOptions) => show('loading', text, options),
  custom: (render: (id: ToastId) => ReactElement, options?: ToastOptions) => show('custom', render, options),
  /** Fades out one toast, or all of them. */
  dismiss: (id?: ToastId) => {
    if (toaster) void toaster.then((t) => t.dismiss(id));
  },
};
