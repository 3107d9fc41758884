import { correctionStageLabel, correctionStatusLabel } from '@anumati/domain';
import { Badge } from '@mantine/core';
import { useLanguage } from '../../shared/i18n/use-language';

// Filled with dark shades whose white text passes WCAG AA, 4.5:1 (WCAG 2.1 relative-luminance formula): blue.9
// 6.09, red.9 5.46, teal.9 5.00 — green.9 is only 4.37. Chosen by the decision, not by its label, which is
// translated.
const statusColour = (isApprove: boolean | null) => (isApprove === null ? 'blue.9' : isApprove ? 'teal.9' : 'red.9');

/** Spec 2 §3.7: a decision reads In Process while unset, Rejected for no, else Approved. */
export function CorrectionStatusBadge({ isApprove }: { isApprove: boolean | null }) {
  const language = useLanguage();
  const label = correctionStatusLabel(isApprove, language);
  return (
    <Badge variant="filled" color={statusColour(isApprove)}>
      {label}
    </Badge>
  );
}

/** The request's stage: CORRECTION VERIFICATION, SUBMITTED or CORRECTION COMPLETED (gray.8 on white, 11.5:1). */
export function CorrectionStageBadge({ status }: { status: string }) {
  const language = useLanguage();
  return (
    <Badge variant="outline" color="gray.8">
      {correctionStageLabel(status, language)}
    </Badge>
  );
}
