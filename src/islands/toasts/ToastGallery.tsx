import { useRef } from 'react';
import { toast, type ToastId } from './toast';

/** Every kind of toast, one button each: for looking at them and for the browser tests (not in production). */
export default function ToastGallery() {
  const loading = useRef<ToastId | undefined>(undefined);
  return (
    <div className="toast-gallery">
      <button type="button" className="button" onClick={() => toast.message('Your booking is saved')}>
        Blank toast
      </button>
      <button type="button" className="button" onClick={() => toast.success('Coupon applied')}>
        Success toast
      </button>
      <button type="button" className="button" onClick={() => toast.error('Slot type not found')}>
        Error toast
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          loading.current = toast.loading('Confirming your slot');
        }}
      >
        Loading toast
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          if (loading.current) toast.success('Slot confirmed', { id: loading.current });
        }}
      >
        Finish loading
      </button>
      <button
        type="button"
        className="button"
        onClick={() => toast.custom(() => <div className="toast-gallery__custom">Special discount unlocked</div>)}
      >
        Custom toast
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          for (let i = 1; i <= 25; i++) toast.message(`Toast ${i} of 25`);
        }}
      >
        25 toasts
      </button>
      <button type="button" className="button button--ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </button>
    </div>
  );
}
