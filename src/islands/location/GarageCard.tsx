import { useId, type ReactNode } from 'react';
import type { GarageSummary } from '@/lib/garage-mapping';
import { formatDistance } from '@/lib/geo';
import GaragePhoto from './GaragePhoto';
import './location.css';

interface Props {
  garage: GarageSummary;
  /** The level of the garage's name in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Actions or notes under the details, e.g. a "Choose" button. */
  children?: ReactNode;
}

/** A service centre: its photo when it has one, name, address, rating, distance when known and a map link. */
export default function GarageCard({ garage, headingLevel = 3, children }: Props) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const address = garage.garageDisplayAddress ?? garage.garageAddress;
  return (
    <article className="location-garage card" aria-labelledby={nameId}>
      {garage.garagePhoto && <GaragePhoto photo={garage.garagePhoto} />}
      <div className="location-garage__top">
        <Heading className="location-garage__name" id={nameId}>
          {garage.garageName}
        </Heading>
        <span className="location-garage__rating">
          <span aria-hidden="true">★</span> {garage.garageRating.toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </span>
      </div>
      <p className="location-garage__address">
        {address}, {garage.city}
      </p>
      <div className="location-garage__meta">
        {garage.distanceKm !== undefined && <span className="location-garage__distance">{formatDistance(garage.distanceKm)}</span>}
        {garage.garageMapLink && (
          <a className="location-garage__map" href={garage.garageMapLink} target="_blank" rel="noopener noreferrer">
            View on map<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {children && <div className="location-garage__actions">{children}</div>}
    </article>
  );
}
