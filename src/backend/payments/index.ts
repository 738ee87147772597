// The public face of the payments feature (attempts, gateway orders, refunds, tax documents): what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { issueCancellationCharge, nextDocumentNumber, supplierOf } from './document-service';
export { createOrderFor } from './payment-service';
export { refundCapture } from './refund-service';
export {
  type DocumentRow,
  type PaymentRow,
  confirmedPaymentOf,
  feeAdvanceOf,
  findDocument,
  insertPayment,
  latestBillPaymentOf,
  livePaymentOf,
  updatePayment,
} from './repository';
export { sign } from './signatures';
export { feeSettledOnCancel } from './reactions';
