// One formatter per kind of value the screens and messages show (decision 043), so a number, a plate
// or a time of day reads the same everywhere (times of day: `istTimeLabel`, or `formatDate` with
// `TIME_ONLY`). Pure and free of date libraries, so islands can use it.
import { formatRegistrationNumber } from './registration';

/**
 * An Indian mobile number as people read it, 5 + 5 after +91: '9876543210', '+919876543210' and
 * '919876543210' → '+91 98765 43210'; a masked one ('98•••••210') → '+91 98••• ••210'. Anything else as given.
 */
export function formatMobile(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  const local = /^(\+91|91)[\d•]{10}$/.test(compact) ? compact.slice(-10) : compact;
  return /^[\d•]{10}$/.test(local) ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : phone;
}

/** A registration number as it is painted on the plate: 'ka05mn1234' → 'KA 05 MN 1234'. */
export { formatRegistrationNumber as formatRegistration };
