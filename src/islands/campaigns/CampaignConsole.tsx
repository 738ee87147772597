import { type FormEvent, useState } from 'react';
import { apiPost } from '@/islands/api-client';
import { failureMessage } from '@/islands/account/fields';
import type { CampaignView } from '@/contracts/campaigns';
import { CampaignSourceOf, CouponKindOf, CouponTargetOf, type CouponKind, type CouponTarget } from '@/contracts/vocabulary';
import { DATE_LONG, formatDate } from '@/lib/dates';
import './campaigns.css';

interface Props {
  campaigns: CampaignView[];
  centres: { id: string; name: string }[];
  serviceTypes: { id: string; name: string }[];
}

const lastDay = (iso: string) => formatDate(new Date(new Date(iso).getTime() - 1), DATE_LONG);
/** An IST day's start, as the API takes it: '2026-12-01' → '2026-12-01T00:00:00+05:30'. */
const istStart = (day: string) => `${day}T00:00:00+05:30`;

/** Saves the campaign's QR code (its address) as a PNG or an SVG, made in the browser by the qrcode library, loaded only now. */
async function downloadQr(c: CampaignView, kind: 'png' | 'svg') {
  const QR = await import('qrcode');
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const href =
    kind === 'png'
      ? await QR.toDataURL(c.address, { ...options, width: 1024 })
      : URL.createObjectURL(new Blob([await QR.toString(c.address, { ...options, type: 'svg' })], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `qr-${c.code}.${kind}`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The console's campaigns: the list with its QR codes, and the form for a new one. */
export default function CampaignConsole({ campaigns: initial, centres, serviceTypes }: Props) {
  const [campaigns, setCampaigns] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const max = text('max_discount_rupees');
    setBusy(true);
    setError(null);
    try {
      const made = await apiPost('POST staff-campaigns', {
        code: text('code'),
        garage_id: text('garage_id'),
        source: text('source') as CampaignView['source'],
        color: text('color'),
        title: text('title'),
        description: text('description'),
        kind: text('kind') as CouponKind,
        value: Number(text('value')),
        target: text('target') as CouponTarget,
        ...(max ? { max_discount_rupees: Number(max) } : {}),
        service_types: form.getAll('service_types').map(String) as CampaignView['service_types'],
        combines_with_coupons: form.get('combines_with_coupons') === 'on',
        valid_from: istStart(text('valid_from')),
        valid_until: istStart(text('valid_until')),
        total_limit: Number(text('total_limit')),
      });
      setCampaigns([made, ...campaigns]);
      element.reset();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="campaigns">
      <section aria-labelledby="campaign-list-heading">
        <h2 id="campaign-list-heading">Campaigns</h2>
        {campaigns.length === 0 ? (
          <p>No campaigns yet.</p>
        ) : (
          <ul className="campaign-list">
            {campaigns.map((c) => (
              <li key={c.id} className="campaign-card card" aria-label={c.title}>
                <h3>{c.title}</h3>
                <p className="campaign-card__meta">
                  {c.garage_name} · {c.source === CampaignSourceOf.video_offer ? 'Video offer' : `QR, ${c.color}`} · code {c.code}
                </p>
                <p>{c.reward_rule}</p>
                <p>
                  {formatDate(c.valid_from, DATE_LONG)} to {lastDay(c.valid_until)}
                </p>
                <p className="campaign-card__claims">
                  {c.claimed} of {c.total_limit} claimed · {c.used} used in bookings
                </p>
                <p className="campaign-card__address">{c.address}</p>
                <p className="campaign-card__actions">
                  <button type="button" className="button button--ghost" onClick={() => void downloadQr(c, 'png')}>
                    Download QR (PNG)
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => void downloadQr(c, 'svg')}>
                    Download QR (SVG)
                  </button>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="campaign-new-heading">
        <h2 id="campaign-new-heading">New campaign</h2>
        <form className="campaign-form card" onSubmit={submit}>
          <label>
            Service centre
            <select name="garage_id" required>
              {centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Where it is shown
            <select name="source">
              <option value={CampaignSourceOf.qr_online_campaign}>QR poster</option>
              <option value={CampaignSourceOf.video_offer}>Video offer</option>
            </select>
          </label>
          <label>
            Code (in the address and the insights)
            <input name="code" required pattern="[a-z0-9][a-z0-9\-]{2,39}" placeholder="kudlu-gate-diwali" />
          </label>
          <label>
            Poster colour
            <input name="color" required pattern="[a-z]{3,20}" placeholder="green" />
          </label>
          <label>
            Title
            <input name="title" required maxLength={80} />
          </label>
          <label>
            Description
            <textarea name="description" required maxLength={300} rows={2} />
          </label>
          <fieldset>
            <legend>Reward</legend>
            <label>
              Kind
              <select name="kind">
                <option value={CouponKindOf.PERCENT}>Percentage off</option>
                <option value={CouponKindOf.FLAT}>Rupees off</option>
              </select>
            </label>
            <label>
              Percentage or rupees
              <input name="value" type="number" min={1} required inputMode="numeric" />
            </label>
            <label>
              Off
              <select name="target">
                <option value={CouponTargetOf.FEE}>the booking fee</option>
                <option value={CouponTargetOf.SERVICE}>the service bill</option>
              </select>
            </label>
            <label>
              At most (rupees, optional)
              <input name="max_discount_rupees" type="number" min={1} inputMode="numeric" />
            </label>
          </fieldset>
          <fieldset>
            <legend>For these services (none ticked: all)</legend>
            {serviceTypes.map((t) => (
              <label key={t.id} className="campaign-form__check">
                <input type="checkbox" name="service_types" value={t.id} /> {t.name}
              </label>
            ))}
          </fieldset>
          <label className="campaign-form__check">
            <input type="checkbox" name="combines_with_coupons" /> Can be used with a coupon
          </label>
          <label>
            First day
            <input name="valid_from" type="date" required />
          </label>
          <label>
            Ends before the day
            <input name="valid_until" type="date" required />
          </label>
          <label>
            Cars that may claim it
            <input name="total_limit" type="number" min={1} required inputMode="numeric" />
          </label>
          {error && (
            <p className="offer-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Making the campaign…' : 'Make the campaign'}
          </button>
        </form>
      </section>
    </div>
  );
}
