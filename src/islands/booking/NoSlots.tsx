import { noSlotsText } from '@/lib/slot-choice';
import { telHref } from '@/lib/phone';

interface Props {
  garage: { name: string; phone: string };
  closedDays: readonly { date: string; reason: string }[];
  daysAhead: number;
  callbackHref: string;
}

/** No slot can be chosen (closures, holidays, everything taken): the closures, the centre's number and a call back. */
export default function NoSlots({ garage, closedDays, daysAhead, callbackHref }: Props) {
  const text = noSlotsText(garage.name, closedDays, daysAhead);
  return (
    <section className="card choice-notice slot-none" aria-labelledby="no-slots-title">
      <h2 id="no-slots-title">{text.title}</h2>
      {text.closures.length > 0 && (
        <ul className="slot-none__closures">
          {text.closures.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      <p>Call us and we will find a time with you, or ask us to call you back.</p>
      <div className="choice-notice__actions">
        <a className="button" href={telHref(garage.phone)}>
          Call {garage.name}: {garage.phone}
        </a>
        <a className="button button--ghost" href={callbackHref}>
          Ask for a call back
        </a>
      </div>
    </section>
  );
}
