import Share2 from 'lucide-react/icons/share-2';
import { toast } from '../toasts/toast';
import { useHydrated } from '../use-hydrated';

interface Props {
  /** The booking page's path under the site: its link, made whole in the browser. */
  path: string;
  title: string;
  text: string;
}

/**
 * Shares the booking's page (docs/decisions/047): the phone's own share sheet where the browser has
 * one (Web Share API), else the link copied with a toast. A closed share sheet is no failure.
 */
export default function ShareBooking({ path, title, text }: Props) {
  const ready = useHydrated();
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error('This phone could not share the link just now');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link to your booking copied');
    } catch {
      toast.error(`Could not copy the link: ${url}`);
    }
  };
  return (
    <button type="button" className="button button--ghost" disabled={!ready} onClick={() => void share()}>
      <Share2 aria-hidden="true" size={18} />
      Share
    </button>
  );
}
