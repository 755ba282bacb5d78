/** A tenant's 'Datenschutz' for its Admins and super admins: periods, retention runs, processing record. */
import { defineEndpoints } from '../endpoint';
import { ProcessingRecordQuery, RetentionOverview } from '../schemas/privacy';

export const privacy = defineEndpoints('privacy', {
  retention: {
    method: 'GET',
    path: '/a/ad/privacy/retention',
    capability: 'privacy.records',
    response: RetentionOverview,
    summary: 'The deletion periods in force and the last runs of the retention job with their counts.',
  },
  processingRecord: {
    method: 'GET',
    path: '/a/ad/privacy/processing_record',
    capability: 'privacy.records',
    request: ProcessingRecordQuery,
    produces: 'application/pdf',
    summary: "The tenant's record of processing activities (GDPR Art. 30(2)) as a German PDF.",
  },
});
