import { DEEMED_ISSUER, formatDisplayDate, ORDER_MESSAGES } from '@anumati/domain';
import { Alert, Anchor, Button, Code, Container, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import '../../shared/styles/console-styles';
import { RestRequestError } from '../../shared/rest/rest-request';
import { usePublicOrderQuery } from './api/public-order.query';

/**
 * /verify-order/{number} (issue 16 item 5): where an order's QR code leads. Anyone — the applicant, a bank — sees
 * whether the order was issued, as it was issued, and can download it; no sign-in.
 */
export function VerifyOrderPage() {
  const { number = '' } = useParams();
  const order = usePublicOrderQuery(number);
  const isNotFound = order.error instanceof RestRequestError && order.error.status === 404;

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Order verification</Title>
        <Text c="dimmed">
          Order number <strong>{number}</strong>
        </Text>
        {order.isPending && <Loader aria-label="Checking the order" />}
        {isNotFound && (
          <Alert color="red" title="Not found" role="alert">
            {ORDER_MESSAGES.notFound}
          </Alert>
        )}
        {order.isError && !isNotFound && <LoadError error={order.error} onRetry={() => void order.refetch()} />}
        {order.data && (
          <>
            <Alert color="teal" title="Genuine order" role="status">
              {ORDER_MESSAGES.genuine}
            </Alert>
            <Paper withBorder p="md">
              <Table aria-label="Order particulars" variant="vertical">
                <Table.Tbody>
                  {[
                    ['Order', order.data.title],
                    ['Order number', order.data.number],
                    ['Application number', order.data.applicationIdentifier],
                    ['Issued by', order.data.ulbName],
                    ['Date of issue', formatDisplayDate(order.data.issuedAt)],
                    [
                      'Signed by',
                      order.data.issuedBy
                        ? `${order.data.issuedBy.name}, ${order.data.issuedBy.designation}`
                        : DEEMED_ISSUER,
                    ],
                  ].map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th>{label}</Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th>SHA-256 of the PDF</Table.Th>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{order.data.sha256}</Code>
                      <Text size="xs" c="dimmed">
                        {ORDER_MESSAGES.hashHint}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
            <Button component="a" href={order.data.pdfUrl} target="_blank" rel="noopener noreferrer">
              Download the order PDF
            </Button>
          </>
        )}
        <Anchor href="/">TS-bPASS officer console</Anchor>
      </Stack>
    </Container>
  );
}
