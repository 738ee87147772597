import { z } from 'zod';

// A Content-Security-Policy violation, as browsers report it (docs/security.md): the older report-uri
// form ({ "csp-report": { … } }, Content-Type application/csp-report) or the Reporting API's list
// ([{ type: 'csp-violation', body: { … } }], application/reports+json). Only what helps to find the
// page and the rule is read, each field short; the rest is ignored.
const field = z.string().max(2048).optional();
const line = z.number().int().min(0).max(10_000_000).optional();

const LegacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': field,
    'violated-directive': field,
    'effective-directive': field,
    'blocked-uri': field,
    'source-file': field,
    'line-number': line,
  }),
});
const ReportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(64),
      body: z.object({ documentURL: field, effectiveDirective: field, blockedURL: field, sourceFile: field, lineNumber: line }).optional(),
    }),
  )
  .min(1)
  .max(20);

/** One or more violations, as the product logs them. */
export interface CspViolation {
  page?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
}

export const CspReportInputSchema = z
  .union([LegacyReportSchema, ReportingApiSchema], { error: 'not a CSP violation report' })
  .transform((report): { violations: CspViolation[] } => ({
    violations: Array.isArray(report)
      ? report
          .filter((r) => r.type === 'csp-violation' && r.body)
          .map(({ body }) => ({
            page: body!.documentURL,
            directive: body!.effectiveDirective,
            blocked: body!.blockedURL,
            source: body!.sourceFile,
            line: body!.lineNumber,
          }))
      : [
          {
            page: report['csp-report']['document-uri'],
            directive: report['csp-report']['effective-directive'] ?? report['csp-report']['violated-directive'],
            blocked: report['csp-report']['blocked-uri'],
            source: report['csp-report']['source-file'],
            line: report['csp-report']['line-number'],
          },
        ],
  }));

/** The content types violation reports come in. */
export const CSP_REPORT_TYPES: ReadonlySet<string> = new Set(['application/csp-report', 'application/reports+json', 'application/json']);
