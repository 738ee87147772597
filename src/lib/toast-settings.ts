// How toasts behave (spec §9, settled by SPEC-NOTES over §8's "3 seconds"). Pure values: the toaster
// (src/islands/toasts/) and the build step that adapts sonner (integrations/sonner-for-csp.mjs) read them.

/** At most this many toasts are shown at once. */
export const TOAST_LIMIT = 20;

export const TOAST_KINDS = ['blank', 'error', 'custom', 'success', 'loading'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** How long each kind stays up before it fades, in ms; a loading toast stays until it is replaced or dismissed. */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = Object.freeze({
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
});

/** How long a dismissed toast takes to fade out before it is removed. */
export const TOAST_FADE_OUT_MS = 1000;

/** Space between two toasts, in px. */
export const TOAST_GUTTER_PX = 8;

/** Error toasts are black (spec §9), with white text. */
export const ERROR_TOAST_COLOURS = Object.freeze({ background: '#000000', text: '#ffffff', border: '#000000' });

/** The display time of a kind of toast. */
export function toastDuration(kind: ToastKind): number {
  return TOAST_DURATION_MS[kind];
}
