// The satisfaction survey after delivery behind a small interface (spec §7 create-typeform-link). The
// embedded default is the product's own one-question page, reached by a signed link; a Typeform form
// is chosen by TYPEFORM_FORM_URL. Neither calls anything: a link is all either needs.

/** The delivered car's work order, as a survey link carries it. */
export interface SurveyOrder {
  orderId: string;
  /** The garage's code (KDG): lets a form's answers be split by garage. */
  garageCode: string;
}

export interface SurveyProvider {
  /** 'embedded' or 'typeform'. */
  readonly name: string;
  /** The survey's address for an order: the same every time it is asked for. */
  linkFor(order: SurveyOrder): string;
}
