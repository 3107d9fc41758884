import { mediaDisplayName, type TMediaOpened } from '@anumati/domain';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { restRequest } from '../rest/rest-request';

/** Links to stored documents last 15 minutes: a fresh one is asked for before that. */
const LINK_REFRESH_MS = 10 * 60 * 1000;

/**
 * A stored document (a FILE answer, a note's attachment) opened in a new tab by a fresh signed link, with the
 * name of the file the officer uploaded beside it.
 */
export function DocumentLink({ mediaId, label }: { mediaId: string; label?: string }) {
  const { t } = useTranslation('common');
  const document = useQuery({
    queryKey: ['document', mediaId],
    queryFn: () => restRequest<TMediaOpened>(`/api/v1/media/${mediaId}`),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });
  if (document.error) {
    return (
      <Text size="sm" c="red.9">
        {t('documentLink.notAvailable')}
      </Text>
    );
  }
  const name = document.data ? mediaDisplayName(document.data.media) : undefined;
  return (
    <Text span size="sm">
      <Anchor
        href={document.data?.media.download_url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-disabled={!document.data}
        title={name}
      >
        {label ?? t('documentLink.viewUploadedFile')}
      </Anchor>
      {name && (
        <Text span size="sm" c="gray.7">
          {' '}
          ({name})
        </Text>
      )}
    </Text>
  );
}
