/** A tap-to-call link for a phone number as shown ('+91 80 4125 6780' → 'tel:+918041256780'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
