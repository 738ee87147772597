// What the screens say for an error code when they say more than the server's message: the one
// place the UI maps codes to texts. Everything else shows the message the server sent.
export interface ErrorText {
  title: string;
  body?: string;
}

const CHOOSE_AGAIN = 'Try another car or a different service centre near you.';
const TEXTS: Record<string, ErrorText> = {
  NO_PLANS: { title: 'There are no service plans for this car at this service centre yet', body: CHOOSE_AGAIN },
  NOT_SERVICEABLE: { title: "This service centre doesn't service your car yet", body: CHOOSE_AGAIN },
  MODEL_NOT_FOUND: { title: "We couldn't find your car's model", body: CHOOSE_AGAIN },
  GARAGE_NOT_FOUND: { title: "We couldn't find this service centre", body: CHOOSE_AGAIN },
};

/** Codes whose fix is to choose another car or service centre, not to try again. */
export const CHOOSE_AGAIN_CODES: readonly string[] = Object.keys(TEXTS);

/** The text a screen shows for an error code, or spec §8's default wording. */
export function errorText(code: string): ErrorText {
  return TEXTS[code] ?? { title: 'Oops! Something went wrong', body: "We're sorry. This usually never happens." };
}
