// Loaded on the first toast: mounts the one toaster into the layout's host and shows toasts through sonner.
import { createRoot } from 'react-dom/client';
import { toast as sonner } from 'sonner';
// A file loaded with this code (sonner's styles and ours): imported as styles, it would be inlined into every page.
import toasterStyles from './toasts.css?url';
import { toastDuration } from '@/lib/toast-settings';
import { AppToaster } from './AppToaster';
import { TOASTER_HOST_ID } from './host';
import type { Toaster, ShowToast } from './toast-types';

const show: ShowToast = (kind, content, { id, description }) => {
  const options = { id, description, duration: toastDuration(kind) };
  if (kind === 'custom') {
    // Our ids are strings; sonner's own may be numbers. The fragment makes a string content an element.
    // biome-ignore lint/complexity/noUselessFragments: sonner.custom takes an element, and content may be a string
    sonner.custom((toastId) => (typeof content === 'function' ? content(String(toastId)) : <>{content}</>), options);
    return;
  }
  const text = typeof content === 'string' ? content : '';
  if (kind === 'success') sonner.success(text, options);
  else if (kind === 'error') sonner.error(text, options);
  else if (kind === 'loading') sonner.loading(text, options);
  else sonner(text, options);
};

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A stylesheet that fails to load leaves toasts plain, not missing.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

export async function mountToaster(): Promise<Toaster> {
  await loadStylesheet(toasterStyles);
  let host = document.getElementById(TOASTER_HOST_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = TOASTER_HOST_ID;
    document.body.append(host);
  }
  const root = createRoot(host);
  return new Promise((resolve) => {
    root.render(
      <AppToaster
        onReady={() =>
          resolve({
            show,
            dismiss: (id) => {
              sonner.dismiss(id);
            },
          })
        }
      />,
    );
  });
}
