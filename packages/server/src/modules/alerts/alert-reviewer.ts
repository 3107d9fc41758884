/**
 * The officer an alert's review went to, as the workflow wrote it in the alert's details (workflow.service.ts,
 * `reviewerId`); null when it went to nobody.
 */
export function alertReviewerId(alert: { details: Record<string, unknown> }): number | null {
  const id = alert.details.reviewerId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}
