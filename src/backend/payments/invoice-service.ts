// The booking fee's GST tax invoice: issued in the transaction that confirms the payment, numbered
// per garage and financial year, with the supplier as it was that day (src/lib/tax-invoice.ts).
import type { Db } from '../platform/db/client';
import type { GarageRow } from '../garages/repository';
import type { AppointmentRow } from '../appointments/repository';
import { visibleAppointment } from '../appointments/access';
import { serviceTypeName } from '../pricing/repository';
import { getGarage } from '../garages/garage-service';
import * as repo from './repository';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { Receipt } from '@/contracts/payments';
import { istDay } from '@/lib/ist-calendar';
import { FEE_SAC, financialYear, GST_STATE_CODES, gstBreakup, invoiceNumber } from '@/lib/tax-invoice';

/** The supplier as a GST invoice shows it, kept as it was the day the invoice was issued. */
export function supplierOf(garage: GarageRow): { supplier: Record<string, string>; placeOfSupply: string } {
  const stateCode = GST_STATE_CODES[garage.state] ?? '';
  return {
    supplier: { legal_name: garage.legalName ?? garage.name, trade_name: garage.name, address: garage.address, gstin: garage.gstin ?? '', state: garage.state, state_code: stateCode },
    placeOfSupply: `${garage.state}${stateCode ? ` (${stateCode})` : ''}`,
  };
}

/** The garage's next invoice number of the financial year (booking fees and final bills share the series). */
export async function nextInvoiceNumber(tx: Db, garage: GarageRow, now: Date): Promise<string> {
  const fy = financialYear(istDay(now));
  return invoiceNumber(garage.code, fy, await repo.nextInvoiceSequence(tx, garage.id, fy));
}

export async function issueInvoice(tx: Db, payment: repo.PaymentRow, a: AppointmentRow, garage: GarageRow, now: Date): Promise<repo.InvoiceRow> {
  const number = await nextInvoiceNumber(tx, garage, now);
  const tax = gstBreakup(payment.amountPaise);
  return repo.insertInvoice(tx, {
    number, paymentId: payment.id, appointmentId: a.id, garageId: garage.id, issuedAt: now, ...supplierOf(garage),
    taxablePaise: tax.taxablePaise, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, igstPaise: tax.igstPaise, totalPaise: tax.totalPaise,
  });
}

/** The fee's receipt for the appointment's customer (and its garage's staff); 404 until the fee is paid. */
export async function getReceipt(db: Db, actor: Actor, appointmentId: string): Promise<Receipt> {
  const a = await visibleAppointment(db, actor, appointmentId);
  const found = await repo.invoiceOf(db, a.id);
  if (!found) throw new AppError('RECEIPT_NOT_FOUND', 'This booking has no paid booking fee yet, so there is no receipt');
  const { invoice, payment, refund } = found;
  // The service booked is named even if it is no longer offered (the invoice is a tax record).
  const [garage, service] = await Promise.all([getGarage(db, a.garageId).catch(() => null), serviceTypeName(db, a.serviceTypeId)]);
  const s = invoice.supplier;
  const name = a.customerDetails.full_name;
  const phone = a.customerDetails.phone_number;
  return {
    invoice_number: invoice.number, issued_at: invoice.issuedAt.toISOString(),
    supplier: { legal_name: s.legal_name ?? '', trade_name: s.trade_name ?? garage?.name ?? '', address: s.address ?? '', gstin: s.gstin ?? '', state: s.state ?? '', state_code: s.state_code ?? '' },
    customer: { name: typeof name === 'string' ? name : null, phone_number: typeof phone === 'string' ? phone : null },
    place_of_supply: invoice.placeOfSupply,
    lines: [{ description: `Booking fee: ${service} at ${s.trade_name ?? ''}`, sac: FEE_SAC, taxable_paise: invoice.taxablePaise }],
    taxable_paise: invoice.taxablePaise, cgst_paise: invoice.cgstPaise, sgst_paise: invoice.sgstPaise, igst_paise: invoice.igstPaise, total_paise: invoice.totalPaise,
    coupon: payment.couponCode && payment.discountPaise > 0 ? { code: payment.couponCode, discount_paise: payment.discountPaise } : null,
    payment: { provider: payment.provider, reference: payment.providerPaymentId, paid_at: (payment.capturedAt ?? invoice.issuedAt).toISOString() },
    appointment_id: a.id,
    refund: refund ? { amount_paise: refund.amountPaise, status: refund.status, created_at: refund.createdAt.toISOString(), processed_at: refund.processedAt?.toISOString() ?? null } : null,
  };
}
