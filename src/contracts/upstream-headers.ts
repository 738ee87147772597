// The values spec §6 fixes for the headers of every call to the garage backend (the proxy sets them;
// the workshop header comes from the garage or the setting DEFAULT_WORKSHOP_CODE).

/** x-origin-id: the channel the call comes from. */
export const ORIGIN_ID = 'ONLINE';
/** x-source-id: this front end. */
export const SOURCE_ID = 'AUTO_GARAGE_FRONTEND';
