import type { Db } from '../platform/db/client';
import { findNetworkFacts } from '../garages';
import { getFromPrices } from '../pricing';
import { listCouponsOnOffer } from '../coupons';
import { countDeliveredAppointments } from '../appointments';
import type { ServiceHome } from '@/contracts/service-home';

/**
 * What the service home shows besides the service types: the centres' figures for the trust strip,
 * each service type's "from" price at the centres of a city (its slug; every centre without one)
 * and the coupons a visitor can use at `now`.
 */
export async function getServiceHome(db: Db, citySlug: string | null, now: Date): Promise<ServiceHome> {
  const [network, carsServiced, fromPrices, offers] = await Promise.all([
    findNetworkFacts(db),
    countDeliveredAppointments(db),
    getFromPrices(db, citySlug),
    listCouponsOnOffer(db, now),
  ]);
  return {
    network: {
      centres: network.centres,
      cities: network.cities,
      average_rating: network.averageRating,
      reviews: network.reviews,
      parts_brands: network.partsBrands,
      cars_serviced: carsServiced,
    },
    from_prices: fromPrices,
    offers,
  };
}
