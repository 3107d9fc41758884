import { DETAIL_MESSAGES } from '@anumati/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCertificatesQuery } from '../api/certificates.query';
import { SectionLoader } from '../detail-accordion';
import { domainMessage } from '../../../shared/i18n/i18n';

/** Certificates: asked for when the section opens (it mounts then); each opens in a new tab. */
export function CertificatesSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('application-details');
  const certificates = useCertificatesQuery(applicationId);
  if (certificates.isPending) return <SectionLoader label={t('loading.certificates')} />;
  const entries = Object.entries(certificates.data?.certificates ?? {});
  if (entries.length === 0) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.noCertificates)}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('certificates.label')}>
      {entries.map(([name, link]) => (
        <li key={name}>
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
            {name}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
