import { apiGet } from '@/islands/api-client';
import { useLoad, type LoadState } from '@/islands/use-load';
import type { ApiData } from '@/contracts/endpoints';
import type { ServiceTypeId } from '@/contracts/vocabulary';

export type BookingAmount = ApiData<'get-booking-amount'>;

interface Question {
  garageId: string;
  serviceTypeId: ServiceTypeId;
  appointmentId: string;
}

/**
 * The booking fee and what a coupon does to it, asked again whenever the coupon changes; the page's
 * own answer (for the coupon it was made with) is used without asking.
 */
export function useBookingAmount(
  q: Question,
  coupon: string | null,
  initial: { coupon: string | null; amount: BookingAmount } | null,
): LoadState<BookingAmount> & { retry: () => void } {
  const known = initial !== null && initial.coupon === coupon;
  const load = useLoad(known ? null : `coupon:${coupon ?? ''}`, () =>
    apiGet('get-booking-amount', {
      garage_id: q.garageId,
      service_type: q.serviceTypeId,
      appointment_id: q.appointmentId,
      ...(coupon ? { coupon_code: coupon } : {}),
    }),
  );
  return known ? { status: 'ready', data: initial.amount, retry: load.retry } : load;
}
