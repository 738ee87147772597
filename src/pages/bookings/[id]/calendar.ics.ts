// "Add to calendar" (docs/decisions/047): the booked slot as an iCalendar file, for the customer who
// booked it. A visitor signs in first; anyone else, an unknown id or a booking with no slot booked
// gets the product's error body (404, or 403 for garage staff).
import type { APIRoute } from 'astro';
import { env } from '@/config/env';
import { AppError } from '@/contracts/errors';
import { bookingCalendar } from '@/lib/booking-calendar';
import { bookingReference } from '@/lib/booking-rules';
import { signInHref } from '@/lib/error-pages';
import { actorOf } from '@/proxy/actor';
import { loadOwnAppointment } from '@/proxy/booking-page';
import { handle } from '@/proxy/respond';

export const GET: APIRoute = (ctx) =>
  handle(async () => {
    if (actorOf(ctx.locals).kind === 'anonymous') return ctx.redirect(signInHref(ctx.url.pathname), 302);
    const appointment = await loadOwnAppointment(ctx.locals, ctx.params.id ?? '');
    const text = bookingCalendar(appointment, env().SITE_ORIGIN, new Date());
    if (text === null) throw new AppError('BOOKING_NOT_FOUND', 'This booking has no booked slot to add to a calendar');
    return new Response(text, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="service-booking-${bookingReference(appointment.appointment_id)}.ics"`,
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  });
