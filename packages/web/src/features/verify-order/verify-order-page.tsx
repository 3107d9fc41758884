import { DEEMED_ISSUER, formatDisplayDate, ORDER_MESSAGES } from '@anumati/domain';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  Group,
  Input,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { LoadError } from '../../shared/errors/load-error';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { domainMessage } from '../../shared/i18n/i18n';
import '../../shared/styles/console-styles';
import { RestRequestError } from '../../shared/rest/rest-request';
import { useOrderCopyCheck } from './api/order-copy-check.query';
import { usePublicOrderQuery } from './api/public-order.query';

/** axe: the light alerts' own teal reads at 4.3:1 on their tint; the page's text colour reads well above 4.5:1. */
const READABLE_ALERT = { '--alert-color': 'var(--mantine-color-text)' } as CSSProperties;

/**
 * Issue 57: whether a PDF someone holds is the order issued. The file is hashed in the browser (Web Crypto) and
 * only its SHA-256 is sent: the copy never leaves the holder's machine. Web Crypto exists only on HTTPS (and
 * localhost); elsewhere the page says so rather than fail.
 */
function CopyCheck({ number }: { number: string }) {
  const { t } = useTranslation('verify-order');
  const inputId = useId();
  const check = useOrderCopyCheck(number);
  const canHash = typeof crypto !== 'undefined' && crypto.subtle !== undefined;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${inputId}-heading`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${inputId}-heading`}>
          {t('copyHeading')}
        </Title>
        {canHash ? (
          <Input.Wrapper
            label={t('copyLabel')}
            description={t('copyHint')}
            id={inputId}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          >
            <input
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) check.mutate(file);
              }}
            />
          </Input.Wrapper>
        ) : (
          <Text>{t('copyNeedsHttps')}</Text>
        )}
        {check.isPending && <Loader size="sm" role="status" aria-label={t('copyChecking')} />}
        {check.isError && (
          <Alert color="red" role="alert">
            {errorMessage(check.error)}
          </Alert>
        )}
        {check.data && (
          <Alert
            color={check.data.isIssuedCopy ? 'teal' : 'red'}
            style={READABLE_ALERT}
            title={check.data.isIssuedCopy ? t('copyMatches') : t('copyDiffers')}
            role={check.data.isIssuedCopy ? 'status' : 'alert'}
          >
            <Stack gap={4}>
              <Text size="sm">{domainMessage(check.data.message)}</Text>
              <Text size="xs">
                {t('copyHash')} <Code style={{ wordBreak: 'break-all' }}>{check.data.sha256}</Code>
              </Text>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /verify-order/{number} (issue 16 item 5): where an order's QR code leads. Anyone — the applicant, a bank — sees
 * whether the order was issued, as it was issued, and can download it; no sign-in.
 */
export function VerifyOrderPage() {
  const { t } = useTranslation('verify-order');
  const { number = '' } = useParams();
  const order = usePublicOrderQuery(number);
  const isNotFound = order.error instanceof RestRequestError && order.error.status === 404;

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1}>{t('title')}</Title>
          <LanguageSwitch />
        </Group>
        <Text c="gray.7">
          {t('orderNumberIs')} <strong>{number}</strong>
        </Text>
        {order.isPending && <Loader role="status" aria-label={t('checking')} />}
        {isNotFound && (
          <Alert color="red" title={t('notFound')} role="alert">
            {domainMessage(ORDER_MESSAGES.notFound)}
          </Alert>
        )}
        {order.isError && !isNotFound && <LoadError error={order.error} onRetry={() => void order.refetch()} />}
        {order.data && (
          <>
            <Alert color="teal" title={t('genuine')} role="status" style={READABLE_ALERT}>
              {domainMessage(ORDER_MESSAGES.genuine)}
            </Alert>
            <Paper withBorder p="md">
              <Table aria-label={t('particulars')} variant="vertical">
                <Table.Tbody>
                  {[
                    [t('order'), order.data.title],
                    [t('orderNumber'), order.data.number],
                    [t('applicationNumber'), order.data.applicationIdentifier],
                    [t('issuedBy'), order.data.ulbName],
                    [t('dateOfIssue'), formatDisplayDate(order.data.issuedAt)],
                    [
                      t('signedBy'),
                      order.data.issuedBy
                        ? `${order.data.issuedBy.name}, ${order.data.issuedBy.designation}`
                        : domainMessage(DEEMED_ISSUER),
                    ],
                  ].map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th>{label}</Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th>{t('pdfHash')}</Table.Th>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{order.data.sha256}</Code>
                      <Text size="xs" c="gray.7">
                        {domainMessage(ORDER_MESSAGES.hashHint)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
            <Button component="a" href={order.data.pdfUrl} target="_blank" rel="noopener noreferrer">
              {t('download')}
            </Button>
            <CopyCheck number={order.data.number} />
          </>
        )}
        <Anchor href="/">{t('consoleLink')}</Anchor>
      </Stack>
    </Container>
  );
}
