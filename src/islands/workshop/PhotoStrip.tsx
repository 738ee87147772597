// A line's photos beside it (docs/decisions/030): each a thumbnail with what it shows, opening the full
// size. The customer's job cards and estimate page and the console show it.
export interface LinePhoto {
  id: string;
  kind: string;
  label: string;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
}

/** The thumbnail's box: 160 px on its longest side, keeping the photo's shape (no layout shift). */
export function thumbBox(p: Pick<LinePhoto, 'width' | 'height'>): { width: number; height: number } {
  const scale = 160 / Math.max(p.width, p.height);
  return { width: Math.round(p.width * scale), height: Math.round(p.height * scale) };
}

export default function PhotoStrip({ partName, photos }: { partName: string; photos: readonly LinePhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="photo-strip" aria-label={`Photos of ${partName}`}>
      {photos.map((p) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noopener">
            <img src={p.thumb_url} alt={`${partName}: ${p.label.toLowerCase()}`} loading="lazy" decoding="async" {...thumbBox(p)} />
          </a>
          <span>{p.label}</span>
        </li>
      ))}
    </ul>
  );
}
