// The GST documents of the booking fee (docs/decisions/035): a receipt voucher when it is paid (an
// advance for the service, GST due on it then), a refund voucher when it is given back, and a tax
// invoice for a cancellation charge when it is kept. Each in its own series per garage and financial
// year (src/lib/tax-invoice.ts), with the supplier as it was that day. The final bill's tax invoice
// (the workshop's) adjusts the receipt voucher.
import type { Db } from '../platform/db/client';
import type { GarageRow } from '../garages';
import type { AppointmentRow } from '../appointments';
import { visibleAppointment } from '../appointments';
import { serviceTypeName } from '../pricing';
import { rewardOfBooking } from '../campaigns';
import { getGarage } from '../garages';
import * as repo from './repository';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { FeeDocument, Receipt } from '@/contracts/payments';
import { CouponTargetOf, GstDoc, type GstDocument } from '@/contracts/vocabulary';
import { istDay } from '@/lib/ist-calendar';
import { documentNumber, FEE_SAC, financialYear, GST_STATE_CODES, gstBreakup } from '@/lib/tax-invoice';

/** The supplier as a GST document shows it, kept as it was the day the document was issued. */
export function supplierOf(garage: GarageRow): { supplier: Record<string, string>; placeOfSupply: string } {
  const stateCode = GST_STATE_CODES[garage.state] ?? '';
  return {
    supplier: {
      legal_name: garage.legalName ?? garage.name,
      trade_name: garage.name,
      address: garage.address,
      gstin: garage.gstin ?? '',
      state: garage.state,
      state_code: stateCode,
    },
    placeOfSupply: `${garage.state}${stateCode ? ` (${stateCode})` : ''}`,
  };
}

/** The garage's next number in a document series of the financial year (tax invoices: final bills and cancellation charges together). */
export async function nextDocumentNumber(tx: Db, garage: GarageRow, series: GstDocument, now: Date): Promise<string> {
  const fy = financialYear(istDay(now));
  return documentNumber(garage.code, series, fy, await repo.nextDocumentSequence(tx, garage.id, fy, series));
}

interface Issue {
  payment: Pick<repo.PaymentRow, 'id'>;
  appointmentId: string;
  garage: GarageRow;
  amountPaise: number;
  now: Date;
  refundId?: string;
  againstId?: string;
}

async function issue(
  tx: Db,
  kind: GstDocument,
  { payment, appointmentId, garage, amountPaise, now, refundId, againstId }: Issue,
): Promise<repo.DocumentRow> {
  const tax = gstBreakup(amountPaise);
  return repo.insertDocument(tx, {
    kind,
    number: await nextDocumentNumber(tx, garage, kind, now),
    paymentId: payment.id,
    appointmentId,
    garageId: garage.id,
    issuedAt: now,
    refundId: refundId ?? null,
    againstId: againstId ?? null,
    ...supplierOf(garage),
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: tax.totalPaise,
  });
}

/** The booking fee was paid: its receipt voucher, in the confirming transaction. */
export function issueReceiptVoucher(
  tx: Db,
  payment: repo.PaymentRow,
  a: AppointmentRow,
  garage: GarageRow,
  now: Date,
): Promise<repo.DocumentRow> {
  return issue(tx, GstDoc.RECEIPT_VOUCHER, { payment, appointmentId: a.id, garage, amountPaise: payment.amountPaise, now });
}

/**
 * Money of an advance goes back (a cancellation, a fee larger than the bill): its refund voucher,
 * against the receipt voucher. Money never taken as an advance (a second capture, a payment the
 * booking could not take) had no receipt voucher and gets none; its refund is its record.
 */
export async function issueRefundVoucher(
  tx: Db,
  refund: repo.RefundRow,
  payment: Pick<repo.PaymentRow, 'id' | 'providerPaymentId'>,
  now: Date,
): Promise<repo.DocumentRow | undefined> {
  const voucher = await repo.documentOf(tx, payment.id, GstDoc.RECEIPT_VOUCHER);
  if (!voucher || refund.gatewayPaymentId !== payment.providerPaymentId) return undefined;
  const garage = await getGarage(tx, voucher.garageId);
  return issue(tx, GstDoc.REFUND_VOUCHER, {
    payment,
    appointmentId: voucher.appointmentId,
    garage,
    amountPaise: refund.amountPaise,
    now,
    refundId: refund.id,
    againstId: voucher.id,
  });
}

/**
 * The booking fee kept on a late cancellation or a no-show is a cancellation charge (CBIC Circular
 * 178/10/2022): a tax invoice for the amount kept, adjusting the receipt voucher (its tax was due on receipt).
 */
export async function issueCancellationCharge(
  tx: Db,
  payment: repo.PaymentRow,
  keptPaise: number,
  now: Date,
): Promise<repo.DocumentRow | undefined> {
  const voucher = await repo.documentOf(tx, payment.id, GstDoc.RECEIPT_VOUCHER);
  if (!voucher || keptPaise <= 0) return undefined;
  const garage = await getGarage(tx, voucher.garageId);
  return issue(tx, GstDoc.TAX_INVOICE, {
    payment,
    appointmentId: voucher.appointmentId,
    garage,
    amountPaise: keptPaise,
    now,
    againstId: voucher.id,
  });
}

/** What each kind of fee document is for, as its one line reads. */
const DESCRIPTION: Readonly<Record<GstDocument, (service: string, centre: string) => string>> = {
  RECEIPT_VOUCHER: (service, centre) => `Advance received: booking fee for ${service} at ${centre}`,
  REFUND_VOUCHER: (service, centre) => `Advance refunded: booking fee for ${service} at ${centre}`,
  TAX_INVOICE: (service, centre) => `Cancellation charge: booking for ${service} at ${centre} not kept`,
};

/** The fee's documents for the appointment's customer (and its garage's staff); 404 until the fee is paid. */
export async function getReceipt(db: Db, actor: Actor, appointmentId: string): Promise<Receipt> {
  const a = await visibleAppointment(db, actor, appointmentId);
  const [advance, documents] = await Promise.all([repo.feeAdvanceOf(db, a.id), repo.documentsOf(db, a.id)]);
  if (!advance) throw new AppError('RECEIPT_NOT_FOUND', 'This booking has no paid booking fee yet, so there is no receipt');
  const { voucher, payment, refund } = advance;
  // The service booked is named even if it is no longer offered (the documents are tax records).
  const service = await serviceTypeName(db, a.serviceTypeId);
  const reward = await rewardOfBooking(db, a.id);
  const rewardFee = reward && reward.target === CouponTargetOf.FEE ? reward.discount_paise : 0;
  const s = voucher.supplier;
  const centre = s.trade_name ?? '';
  const numberOf = new Map(documents.map((d) => [d.id, d.number]));
  const view = (d: repo.DocumentRow | undefined): FeeDocument | null =>
    d
      ? {
          number: d.number,
          issued_at: d.issuedAt.toISOString(),
          description: DESCRIPTION[d.kind](service, centre),
          sac: FEE_SAC,
          taxable_paise: d.taxablePaise,
          cgst_paise: d.cgstPaise,
          sgst_paise: d.sgstPaise,
          igst_paise: d.igstPaise,
          total_paise: d.totalPaise,
          against: d.againstId ? (numberOf.get(d.againstId) ?? null) : null,
        }
      : null;
  const name = a.customerDetails.full_name;
  const phone = a.customerDetails.phone_number;
  return {
    appointment_id: a.id,
    supplier: {
      legal_name: s.legal_name ?? '',
      trade_name: centre,
      address: s.address ?? '',
      gstin: s.gstin ?? '',
      state: s.state ?? '',
      state_code: s.state_code ?? '',
    },
    customer: { name: typeof name === 'string' ? name : null, phone_number: typeof phone === 'string' ? phone : null },
    place_of_supply: voucher.placeOfSupply,
    receipt_voucher: view(voucher)!,
    coupon:
      payment.couponCode && payment.discountPaise - rewardFee > 0
        ? { code: payment.couponCode, discount_paise: payment.discountPaise - rewardFee }
        : null,
    ...(reward && rewardFee > 0 ? { reward: { title: reward.title, discount_paise: rewardFee } } : {}),
    payment: {
      provider: payment.provider,
      reference: payment.providerPaymentId,
      paid_at: (payment.capturedAt ?? voucher.issuedAt).toISOString(),
    },
    refund: refund
      ? {
          amount_paise: refund.amountPaise,
          status: refund.status,
          created_at: refund.createdAt.toISOString(),
          processed_at: refund.processedAt?.toISOString() ?? null,
        }
      : null,
    refund_voucher: view(documents.find((d) => d.kind === GstDoc.REFUND_VOUCHER && d.paymentId === payment.id)),
    cancellation_invoice: view(documents.find((d) => d.kind === GstDoc.TAX_INVOICE && d.paymentId === payment.id)),
  };
}
