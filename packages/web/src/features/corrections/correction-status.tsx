import { correctionStageLabel, correctionStatusLabel } from '@anumati/domain';
import { Badge } from '@mantine/core';

// Filled with dark shades whose white text passes WCAG AA, 4.5:1 (the light variant coloured the text like its
// background): blue.9 6.1, red.9 5.5, teal.9 5.0 — green.9 is only 4.4.
const STATUS_COLOURS: Record<string, string> = { 'In Process': 'blue.9', Rejected: 'red.9', Approved: 'teal.9' };

/** Spec 2 §3.7: a decision reads In Process while unset, Rejected for no, else Approved. */
export function CorrectionStatusBadge({ isApprove }: { isApprove: boolean | null }) {
  const label = correctionStatusLabel(isApprove);
  return (
    <Badge variant="filled" color={STATUS_COLOURS[label]}>
      {label}
    </Badge>
  );
}

/** The request's stage: CORRECTION VERIFICATION, SUBMITTED or CORRECTION COMPLETED. */
export function CorrectionStageBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" color="gray.8">
      {correctionStageLabel(status)}
    </Badge>
  );
}
