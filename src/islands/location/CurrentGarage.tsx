import { useId } from 'react';
import type { GarageSummary } from '@/lib/garage-mapping';
import type { ChoiceNotice } from './use-choose-garage';
import GarageCard from './GarageCard';
import GarageChoice from './GarageChoice';

interface Props {
  garage: GarageSummary;
  busy: boolean;
  notice?: ChoiceNotice;
  onContinue: () => void;
  onChange: () => void;
}

/** The garage already in the journey, to keep (after the same check as a new choice) or to change. */
export default function CurrentGarage({ garage, busy, notice, onContinue, onChange }: Props) {
  const headingId = useId();
  return (
    <section className="location-current" aria-labelledby={headingId}>
      <h2 id={headingId} className="location-current__heading">
        Your service centre
      </h2>
      <GarageCard garage={garage}>
        <GarageChoice garageName={garage.garageName} busy={busy} notice={notice} onChoose={onContinue} label="Continue">
          <button type="button" className="button button--ghost" onClick={onChange}>
            Change
          </button>
        </GarageChoice>
      </GarageCard>
    </section>
  );
}
