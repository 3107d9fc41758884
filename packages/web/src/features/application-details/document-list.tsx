import {
  DETAIL_MESSAGES,
  documentCategoryLabel,
  documentKind,
  mediaDisplayName,
  type TMediaItem,
} from '@anumati/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';

function DocumentIcon({ kind }: { kind: 'pdf' | 'image' }) {
  const { t } = useTranslation('application-details');
  return kind === 'pdf' ? (
    <svg width="20" height="20" viewBox="0 0 20 20" role="img" aria-label={t('documents.pdfIcon')}>
      <path d="M4 1h8l4 4v14H4z" fill="#fff5f5" stroke="#c92a2a" />
      <text x="10" y="15" fontSize="6" textAnchor="middle" fill="#c92a2a" fontFamily="sans-serif">
        {t('documents.pdfIcon')}
      </text>
    </svg>
  ) : (
    <svg width="20" height="20" viewBox="0 0 20 20" role="img" aria-label={t('documents.imageIcon')}>
      <rect x="2" y="3" width="16" height="14" fill="#e7f5ff" stroke="#1864ab" />
      <path d="M3 15l5-6 4 4 2-2 3 4z" fill="#1864ab" />
    </svg>
  );
}

/**
 * Spec 2 §2.5: each document under its category (underscores as spaces), with a PDF or image icon and a link
 * that opens it in a new tab through its short-lived signed link.
 */
export function DocumentList({ documents, label }: { documents: readonly TMediaItem[]; label: string }) {
  const language = useLanguage();
  if (documents.length === 0) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.noDocuments)}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {documents.map((document) => (
        <Group component="li" key={document.id} gap="sm" wrap="nowrap">
          <DocumentIcon kind={documentKind(document)} />
          <Stack gap={0}>
            <Text size="xs" c="gray.7" tt="capitalize">
              {documentCategoryLabel(document.category, language)}
            </Text>
            <Anchor href={document.download_url} target="_blank" rel="noopener noreferrer" size="sm">
              {mediaDisplayName(document)}
            </Anchor>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
