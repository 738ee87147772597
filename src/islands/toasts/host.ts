/** The element AppLayout renders for the page's one toaster to mount into (kept apart from the toaster's code). */
export const TOASTER_HOST_ID = 'sc-toaster';
