import { DEEMED_ISSUER, formatDisplayDate, ORDER_MESSAGES } from '@anumati/domain';
import { Alert, Anchor, Button, Code, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { domainMessage } from '../../shared/i18n/i18n';
import '../../shared/styles/console-styles';
import { RestRequestError } from '../../shared/rest/rest-request';
import { usePublicOrderQuery } from './api/public-order.query';

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
    <Container size="sm" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1}>{t('title')}</Title>
          <LanguageSwitch />
        </Group>
        <Text c="gray.7">
          {t('orderNumberIs')} <strong>{number}</strong>
        </Text>
        {order.isPending && <Loader aria-label={t('checking')} />}
        {isNotFound && (
          <Alert color="red" title={t('notFound')} role="alert">
            {domainMessage(ORDER_MESSAGES.notFound)}
          </Alert>
        )}
        {order.isError && !isNotFound && <LoadError error={order.error} onRetry={() => void order.refetch()} />}
        {order.data && (
          <>
            <Alert color="teal" title={t('genuine')} role="status">
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
                      <Text size="xs" c="dimmed">
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
          </>
        )}
        <Anchor href="/">{t('consoleLink')}</Anchor>
      </Stack>
    </Container>
  );
}
