import type { TMediaItem } from '@anumati/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentList } from '../document-list';
import { FieldList } from '../field-list';

/**
 * Showcause Documents "with the showcause reply" (spec 2 §2.2) and "with remarks" (§2.5): why the notice was
 * raised, whether the applicant replied, and the reply's documents.
 */
export function ShowCauseSection(props: {
  remarks: string | null;
  isReplied: boolean;
  documents: readonly TMediaItem[];
  documentsLabel: string;
}) {
  const { t } = useTranslation('application-details');
  const { t: tCommon } = useTranslation('common');
  return (
    <Stack gap="xs">
      <FieldList
        label={t('showCause.label')}
        fields={[
          [t('showCause.remarks'), props.remarks],
          [t('showCause.replied'), tCommon(props.isReplied ? 'yes' : 'no')],
        ]}
      />
      <DocumentList documents={props.documents} label={props.documentsLabel} />
    </Stack>
  );
}
