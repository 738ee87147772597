// The shapes shared by the toast facade (toast.ts) and the toaster it loads on first use
// (mount-toaster.tsx), kept apart so neither imports the other.
import type { ReactElement } from 'react';
import type { ToastKind } from '@/lib/toast-settings';

export type ToastId = string;
export interface ToastOptions {
  /** Replaces the toast with this id (a loading toast becoming a success, say). */
  id?: ToastId;
  description?: string;
}
export type ToastContent = string | ((id: ToastId) => ReactElement);
export type ShowToast = (kind: ToastKind, content: ToastContent, options: ToastOptions & { id: ToastId }) => void;
export interface Toaster {
  show: ShowToast;
  dismiss: (id?: ToastId) => void;
}
