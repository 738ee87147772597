import { useId, useState } from 'react';
import { garageLine } from '@/lib/garage-names';
import { useStore } from '@nanostores/react';
import { $journey } from '@/stores/journey';
import { goToStep } from '@/islands/navigation';
import { formatInr } from '@/lib/money';
import { vehicleLine } from '@/lib/vehicle-names';
import type { Quote } from '@/contracts/pricing';
import { summariseSelection } from './selection';
import NothingChosen from './NothingChosen';
import SummaryRow from './SummaryRow';
import './summary.css';

interface Props {
  serviceTypeNames: Record<string, string>;
  /** The server's quote of the selection; undefined while it is not known. */
  quote?: Quote | null;
  /** Off on the handover page, where the summary is a read-only record. */
  withContinue?: boolean;
  /** When set, Continue submits this form, which checks the choice and moves on itself. */
  continueForm?: string;
}

/**
 * The choices so far with a Change link each; a sticky bar with total and Continue on phones. Read-only
 * (`withContinue` off) it sits below the content on phones, and says what comes next while nothing is chosen.
 */
export default function JourneySummary({ serviceTypeNames, quote, withContinue = true, continueForm }: Props) {
  const journey = useStore($journey);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const selection = summariseSelection(journey, quote);
  const { vehicle, garage, serviceType } = journey;
  const total = selection?.total;
  if (!withContinue && !serviceType && !vehicle && !garage) return <NothingChosen />;

  return (
    <>
      {withContinue && <div className="summary-spacer" aria-hidden="true" />}
      <aside className={`summary card${open ? ' summary--open' : ''}${withContinue ? '' : ' summary--static'}`} aria-label="Your booking">
        <div className="summary__details" id={detailsId}>
          <h2 className="summary__title">Your booking</h2>
          <dl className="summary__rows">
            <SummaryRow label="Service" route="home" change="Change service">
              {serviceType ? (serviceTypeNames[serviceType] ?? serviceType) : 'Not chosen yet'}
            </SummaryRow>
            <SummaryRow label="Car" route="mmv" change="Change car">
              {vehicle ? vehicleLine(vehicle) : 'Not chosen yet'}
            </SummaryRow>
            <SummaryRow label="Service centre" route="location-vehicle-check" change="Change service centre">
              {garage ? garageLine(garage) : 'Not chosen yet'}
            </SummaryRow>
            {selection && (
              <SummaryRow label={selection.title} route={selection.route} change={`Change ${selection.title.toLowerCase()}`}>
                {selection.lines.length === 0 ? (
                  selection.short
                ) : (
                  <ul className="summary__lines">
                    {selection.lines.map((line, i) => (
                      <li key={`${line.name}-${i}`}>
                        <span>{line.name}</span>
                        {line.price !== undefined && <span>{formatInr(line.price)}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </SummaryRow>
            )}
          </dl>
        </div>
        {/* Read-only and with no price yet, the bar would only repeat the last row. */}
        {(withContinue || total !== undefined) && (
          <div className="summary__bar">
            <p className="summary__total" aria-live="polite">
              <span className="summary__short">{selection?.short ?? 'Nothing chosen yet'}</span>
              {total !== undefined && (
                <span className="summary__amount">
                  <span className="summary__amount-label">{selection?.totalLabel}</span> <strong>{formatInr(total)}</strong>
                </span>
              )}
            </p>
            {withContinue && (
              <button
                type="button"
                className="summary__toggle"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => setOpen(!open)}
              >
                {open ? 'Hide details' : 'Details'}
              </button>
            )}
            {withContinue &&
              (continueForm ? (
                <button type="submit" form={continueForm} className="button summary__continue">
                  Continue
                </button>
              ) : (
                <button
                  type="button"
                  className="button summary__continue"
                  disabled={!selection?.complete}
                  onClick={() => goToStep('pickup-drop', serviceType ? { params: { category: serviceType } } : undefined)}
                >
                  Continue
                </button>
              ))}
          </div>
        )}
      </aside>
    </>
  );
}
