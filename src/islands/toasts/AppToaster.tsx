import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { ERROR_TOAST_COLOURS, TOAST_FADE_OUT_MS, TOAST_GUTTER_PX, TOAST_LIMIT } from '@/lib/toast-settings';

/** The page's one toaster. `onReady` runs once it listens for toasts (a child's effects run before its parent's). */
export function AppToaster({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  // Custom properties for toasts.css; set through the DOM, which the pages' style policy allows.
  const style = {
    '--sc-toast-fade-out': `${TOAST_FADE_OUT_MS}ms`,
    '--sc-toast-error-bg': ERROR_TOAST_COLOURS.background,
    '--sc-toast-error-text': ERROR_TOAST_COLOURS.text,
    '--sc-toast-error-border': ERROR_TOAST_COLOURS.border,
  } as CSSProperties;
  return (
    <Toaster
      position="top-center"
      expand
      visibleToasts={TOAST_LIMIT}
      gap={TOAST_GUTTER_PX}
      style={style}
      toastOptions={{ classNames: { error: 'sc-toast--error' } }}
    />
  );
}
