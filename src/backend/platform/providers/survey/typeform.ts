import type { SurveyProvider } from './index';
import { typeformLink } from '@/lib/survey-rules';

/**
 * A Typeform form (TYPEFORM_FORM_URL, its share link): the order and the garage go as hidden fields
 * `order_id` and `garage`, which the form must declare. Answers stay with Typeform.
 */
export function createTypeformSurvey(options: { formUrl: string }): SurveyProvider {
  return {
    name: 'typeform',
    linkFor: (order) => typeformLink(options.formUrl, { order_id: order.orderId, garage: order.garageCode }),
  };
}
